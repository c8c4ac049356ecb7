import { createElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import CodeBlock from '../../../theme/src/theme/CodeBlock';
import {
  parseCodeMeta,
  parseLineRanges,
  applyMagicComments,
  childrenToLines,
  lineText,
} from '../../../theme/src/hooks/codeBlockUtils';
import { renderDoc, resetDom } from './renderDoc';

const lines = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('.code-block__line-content')).map((l) => l.textContent);
const highlightedLines = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('.code-block__line')).flatMap((l, i) =>
    l.classList.contains('code-block__line--highlighted') ? [i + 1] : [],
  );

beforeEach(resetDom);

describe('CodeBlock from a Markdown fence', () => {
  const fence = (
    <CodeBlock>
      {/* As MDX emits it: `metastring` is not a DOM attribute, hence createElement. */}
      {createElement(
        'code',
        { className: 'language-tsx', metastring: 'title="src/App.tsx" {1,3-4} showLineNumbers' },
        'import a from "a";\nconst b = 1;\nconst c = 2;\nconst d = 3;\nexport default a;\n',
      )}
    </CodeBlock>
  );

  it('shows the title, every line, and the language', () => {
    const { container } = renderDoc(fence);
    expect(container.querySelector('.code-block__title')!.textContent).toBe('src/App.tsx');
    expect(lines(container)).toEqual([
      'import a from "a";',
      'const b = 1;',
      'const c = 2;',
      'const d = 3;',
      'export default a;',
    ]);
    expect(container.querySelector('.code-block')!.className).toContain('language-tsx');
  });

  it('highlights the lines of {1,3-4}', () => {
    const { container } = renderDoc(fence);
    expect(highlightedLines(container)).toEqual([1, 3, 4]);
  });

  it('numbers the lines', () => {
    const { container } = renderDoc(fence);
    expect(
      Array.from(container.querySelectorAll('.code-block__line-number')).map((n) => n.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('has no line numbers unless asked', () => {
    const { container } = renderDoc(<CodeBlock className="language-js">{'a\nb'}</CodeBlock>);
    expect(container.querySelector('.code-block__line-number')).toBeNull();
    expect(container.querySelector('.code-block__title')).toBeNull();
  });

  it('accepts the whole <pre><code> element too', () => {
    const { container } = renderDoc(
      <CodeBlock>
        <pre>
          <code className="language-bash">{'npm i\n'}</code>
        </pre>
      </CodeBlock>,
    );
    expect(lines(container)).toEqual(['npm i']);
    expect(container.querySelector('.code-block')!.className).toContain('language-bash');
    expect(container.querySelector('.code-block')!.getAttribute('data-language')).toBe('bash');
  });
});

describe('CodeBlock with props, as written in MDX', () => {
  it('takes title, language and a first line number', () => {
    const { container } = renderDoc(
      <CodeBlock language="sh" title="Terminal" showLineNumbers={10}>
        {'echo one\necho two'}
      </CodeBlock>,
    );
    expect(container.querySelector('.code-block__title')!.textContent).toBe('Terminal');
    // The class keeps the author's name, as in Docusaurus; highlighting knows it as bash.
    expect(container.querySelector('.code-block')!.className).toContain('language-sh');
    expect(container.querySelector('.code-block')!.getAttribute('data-language')).toBe('bash');
    expect(
      Array.from(container.querySelectorAll('.code-block__line-number')).map((n) => n.textContent),
    ).toEqual(['10', '11']);
  });

  it('highlights lines marked by magic comments and drops the comments', () => {
    const code = [
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      'const c = 3;',
      '// highlight-start',
      'const d = 4;',
      'const e = 5;',
      '// highlight-end',
      'const f = 6;',
    ].join('\n');
    const { container } = renderDoc(<CodeBlock language="js">{code}</CodeBlock>);
    expect(lines(container)).toEqual([
      'const a = 1;',
      'const b = 2;',
      'const c = 3;',
      'const d = 4;',
      'const e = 5;',
      'const f = 6;',
    ]);
    expect(highlightedLines(container)).toEqual([2, 4, 5]);
  });

  it('understands # and JSX comment forms', () => {
    const { container } = renderDoc(
      <CodeBlock language="bash">{'# highlight-next-line\nnpm i\nnpm t'}</CodeBlock>,
    );
    expect(highlightedLines(container)).toEqual([1]);
    const jsx = renderDoc(
      <CodeBlock language="jsx">
        {'<div>\n  {/* highlight-next-line */}\n  <b />\n</div>'}
      </CodeBlock>,
    );
    expect(highlightedLines(jsx.container)).toEqual([2]);
  });

  it('keeps token spans of pre-highlighted code', () => {
    const { container } = renderDoc(
      <CodeBlock className="language-js">
        <span className="token keyword">const</span>
        {' a = '}
        <span className="token number">1</span>
      </CodeBlock>,
    );
    expect(lines(container)).toEqual(['const a = 1']);
    expect(container.querySelector('.token.keyword')!.textContent).toBe('const');
  });
});

describe('copy button', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  });
  afterEach(() => jest.useRealTimers());

  it('copies the code without magic comments, then says Copied for two seconds', async () => {
    jest.useFakeTimers();
    renderDoc(
      <CodeBlock language="js">{'// highlight-next-line\nconst a = 1;\nconst b = 2;\n'}</CodeBlock>,
    );
    const button = screen.getByRole('button', { name: 'Copy code to clipboard' });
    expect(button.textContent).toContain('Copy');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('const a = 1;\nconst b = 2;');
    expect(button.textContent).toContain('Copied');
    expect(button.getAttribute('title')).toBe('Copied');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(button.textContent).not.toContain('Copied');
    expect(button.getAttribute('title')).toBe('Copy');
  });
});

describe('word wrap', () => {
  it('toggles wrapping of long lines', () => {
    const { container } = renderDoc(<CodeBlock>{'x'}</CodeBlock>);
    const toggle = screen.getByRole('button', { name: 'Toggle word wrap' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('pre')!.className).toContain('code-block__pre--wrapped');
  });
});

describe('code block helpers', () => {
  it('parses the meta string', () => {
    expect(parseCodeMeta(`title='a b.ts' {2,5-6} showLineNumbers=3`)).toEqual({
      title: 'a b.ts',
      highlightLines: new Set([2, 5, 6]),
      showLineNumbers: true,
      lineNumberStart: 3,
    });
    expect(parseCodeMeta(undefined)).toEqual({
      title: undefined,
      highlightLines: new Set(),
      showLineNumbers: false,
      lineNumberStart: 1,
    });
    // Braces inside the title are not a line range.
    expect(parseCodeMeta('title="{1}"').highlightLines.size).toBe(0);
  });

  it('parses ranges leniently', () => {
    expect([...parseLineRanges('1, 3-4, x, 7')]).toEqual([1, 3, 4, 7]);
  });

  it('splits children into lines and applies magic comments', () => {
    const { lines: out, highlighted } = applyMagicComments(
      childrenToLines('a\n/* highlight-next-line */\nb\n'),
    );
    expect(out.map(lineText)).toEqual(['a', 'b']);
    expect([...highlighted]).toEqual([1]);
  });
});

describe('a mermaid fence', () => {
  const fence = (
    <CodeBlock>
      {createElement('code', { className: 'language-mermaid' }, 'graph TD;\n  A-->B;\n')}
    </CodeBlock>
  );

  it('stays a code block without the mermaid theme', () => {
    const { container } = renderDoc(fence);
    expect(container.querySelector('.code-block.language-mermaid')).not.toBeNull();
    expect(container.querySelector('.mermaid-source')).toBeNull();
  });

  it('goes to @theme/Mermaid, with its source, when the mermaid theme is on', () => {
    const { container } = renderDoc(fence, {
      globalData: { 'tessera-theme-mermaid': { default: { enabled: true } } },
    });
    expect(container.querySelector('.code-block')).toBeNull();
    expect(container.querySelector('.mermaid-source')?.textContent).toBe('graph TD;\n  A-->B;');
  });
});
