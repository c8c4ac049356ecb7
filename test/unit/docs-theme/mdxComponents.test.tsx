import { screen } from '@testing-library/react';
import MDXComponents from '../../../theme/src/theme/MDXComponents';
import DocCardList from '../../../theme/src/theme/DocCardList';
import Heading from '../../../theme/src/theme/Heading';
import { renderDoc, resetDom } from './renderDoc';

beforeEach(resetDom);

const { pre: Pre, code: Code, a: A, h2: H2, img: Img } = MDXComponents;

describe('MDX components', () => {
  it('renders a fence (<pre><code>) as a CodeBlock', () => {
    const { container } = renderDoc(
      <Pre>
        <Code className="language-ts" metastring='title="x.ts"'>
          {'let a = 1;\n'}
        </Code>
      </Pre>,
    );
    expect(container.querySelector('.code-block.language-ts')).not.toBeNull();
    expect(container.querySelector('.code-block__title')!.textContent).toBe('x.ts');
  });

  it('keeps inline code inline', () => {
    const { container } = renderDoc(
      <p>
        Run <Code>npm test</Code> now
      </p>,
    );
    expect(container.querySelector('p > code')!.textContent).toBe('npm test');
    expect(container.querySelector('.code-block')).toBeNull();
  });

  it('routes links through Link and lazy-loads images', () => {
    const { container } = renderDoc(
      <>
        <A href="/docs/guides/first">internal</A>
        <A href="https://example.com">external</A>
        <Img src="/img/a.png" alt="A" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'internal' }).getAttribute('href')).toBe(
      '/docs/guides/first',
    );
    expect(screen.getByRole('link', { name: 'external' }).getAttribute('target')).toBe('_blank');
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('gives headings with an id a hash link', () => {
    renderDoc(<H2 id="setup">Setup</H2>);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.id).toBe('setup');
    const anchor = screen.getByRole('link', { name: 'Direct link to Setup' });
    expect(anchor.getAttribute('href')).toBe('#setup');
  });

  it('gives h1 no hash link', () => {
    renderDoc(
      <Heading as="h1" id="title">
        Title
      </Heading>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('provides the Docusaurus globals without import', () => {
    for (const name of [
      'Admonition',
      'Tabs',
      'TabItem',
      'CodeBlock',
      'Details',
      'DocCardList',
      'TOCInline',
      'Heading',
    ] as const) {
      expect(typeof MDXComponents[name]).toBe('function');
    }
  });
});

describe('DocCardList', () => {
  it("lists the current category's items when given none", () => {
    renderDoc(<DocCardList />, { path: '/docs/category/guides' });
    expect(screen.getByRole('link', { name: /First guide/ }).getAttribute('href')).toBe(
      '/docs/guides/first',
    );
    // A category without a link of its own points at its first doc.
    expect(screen.getByRole('link', { name: /Advanced/ }).getAttribute('href')).toBe(
      '/docs/guides/advanced/deep',
    );
    expect(screen.getByRole('link', { name: /Advanced/ }).textContent).toContain('1 item');
  });

  it('renders the given items', () => {
    renderDoc(
      <DocCardList
        items={[{ type: 'link', label: 'Elsewhere', href: '/docs/else', description: 'Far away' }]}
      />,
    );
    expect(screen.getByRole('link', { name: /Elsewhere/ }).textContent).toContain('Far away');
  });
});
