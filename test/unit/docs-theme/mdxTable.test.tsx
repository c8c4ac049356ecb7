// The markup of Markdown tables and long titles (their layout is measured in Chromium by
// test/e2e/apiTables.test.ts): where code in a table may wrap, the labels of the card layout,
// the width a table needs, and the break points and size hint of a title.
import MDXComponents from '../../../theme/src/theme/MDXComponents';
import { codeBreakParts } from '../../../theme/src/theme/MDXComponents/Code';
import Heading, { longestUnbreakable } from '../../../theme/src/theme/Heading';
import { renderDoc, resetDom } from './renderDoc';

beforeEach(resetDom);

const { table: Table, code: Code } = MDXComponents;

/** A table as compiled MDX makes it: plain elements, with the MDX `code` component inside. */
function optionsTable(rows: Array<[string, string, string]>) {
  return (
    <Table>
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, type, description]) => (
          <tr key={name}>
            <td>
              <Code>{name}</Code>
            </td>
            <td>
              <Code>{type}</Code>
            </td>
            <td>{description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

test('code pieces end after . | < , and at spaces, never inside an identifier or a number', () => {
  expect(codeBreakParts('offthreadVideoCacheSizeInBytes')).toEqual([
    'offthreadVideoCacheSizeInBytes',
  ]);
  expect(codeBreakParts('Record<string, unknown>')).toEqual([
    'Record<',
    'string,',
    ' ',
    'unknown>',
  ]);
  expect(codeBreakParts("'h264'|'h265'")).toEqual(["'h264'|", "'h265'"]);
  expect(codeBreakParts('Config.setCodec()')).toEqual(['Config.', 'setCodec()']);
  expect(codeBreakParts('v4.0.421 ...rest --frame-range')).toEqual([
    'v4.0.421',
    ' ',
    '...rest',
    ' ',
    '--frame-range',
  ]);
});

test('code in a table is cut into unbreakable pieces with break points between; elsewhere it is left alone', () => {
  const { container } = renderDoc(
    <>
      {optionsTable([['frameRange', 'number | [number, number]', 'Which frames.']])}
      <p>
        <Code>{'Record<string, unknown>'}</Code>
      </p>
    </>,
  );
  const [name, type] = container.querySelectorAll('td code');
  expect(name!.innerHTML).toBe('<span class="table-code__part">frameRange</span>');
  expect(type!.innerHTML).toBe(
    '<span class="table-code__part">number</span> <span class="table-code__part">|</span> ' +
      '<span class="table-code__part">[number,</span> <span class="table-code__part">number]</span>',
  );
  expect(type!.textContent).toBe('number | [number, number]');
  expect(container.querySelector('p code')!.innerHTML).toBe('Record&lt;string, unknown&gt;');
  const joined = renderDoc(optionsTable([['a', 'Promise<Record<string,number>>', 'x']]));
  expect(joined.container.querySelectorAll('td code')[1]!.innerHTML).toBe(
    '<span class="table-code__part">Promise&lt;</span><wbr><span class="table-code__part">Record&lt;</span>' +
      '<wbr><span class="table-code__part">string,</span><wbr><span class="table-code__part">number&gt;&gt;</span>',
  );
});

test('a table of three columns gets a scroll box, its labels and the width it needs', () => {
  const { container } = renderDoc(
    optionsTable([
      ['region', 'AwsRegion', 'Where it runs.'],
      ['offthreadVideoCacheSizeInBytes', 'number | null', 'How much to keep.'],
    ]),
  );
  const box = container.querySelector('.mdx-table')!;
  expect(box.classList.contains('mdx-table--cards')).toBe(true);
  expect([...box.querySelectorAll('tbody td')].map((td) => td.getAttribute('data-label'))).toEqual([
    'Name',
    'Type',
    'Description',
    'Name',
    'Type',
    'Description',
  ]);
  expect(box.querySelector('table')!.getAttribute('role')).toBe('table');
  expect(box.querySelector('tbody td')!.getAttribute('role')).toBe('cell');
  expect(box.querySelector('thead th')!.getAttribute('role')).toBe('columnheader');
  // About 30 monospace characters (15 rem at 0.8 rem), 9 more, a bold "Description" and the
  // cells' padding: a little over 500 px in Chromium.
  const needed = parseFloat((box as HTMLElement).style.getPropertyValue('--table-min-width'));
  expect(needed).toBeGreaterThan(28);
  expect(needed).toBeLessThan(36);
});

test('a two-column table keeps the table layout (a scroll box, no cards)', () => {
  const { container } = renderDoc(
    <Table>
      <thead>
        <tr>
          <th>Key</th>
          <th>Action</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>K</td>
          <td>Play</td>
        </tr>
      </tbody>
    </Table>,
  );
  const box = container.querySelector('.mdx-table')!;
  expect(box.classList.contains('mdx-table--cards')).toBe(false);
  expect(box.querySelector('td')!.hasAttribute('data-label')).toBe(false);
});

test('a title made of a long identifier may wrap after . or ( only, and says how long its longest piece is', () => {
  expect(longestUnbreakable('renderMediaOnLambda()')).toBe(21);
  expect(longestUnbreakable('Config.setChromiumOpenGlRenderer()')).toBe(27);
  expect(longestUnbreakable('Using the player in a Next.js app')).toBe(6);
  const { container } = renderDoc(
    <>
      <Heading as="h1">Config.setChromiumOpenGlRenderer()</Heading>
      <Heading as="h1">Getting started</Heading>
    </>,
  );
  const [long, short] = container.querySelectorAll('h1');
  expect(long!.innerHTML).toBe('Config.<wbr>setChromiumOpenGlRenderer()');
  expect(long!.className).toContain('heading--long-word');
  expect(long!.style.getPropertyValue('--heading-longest-word')).toBe('27');
  expect(short!.className).not.toContain('heading--long-word');
  expect(short!.getAttribute('style')).toBeNull();
});
