// Markdown tables. API reference pages are mostly tables of options (Name | Type | Default |
// Description | Available from), whose code never breaks inside a word (./Code). Such a table
// cannot be narrower than its longest identifiers, so:
// - the table sits in a box (`.mdx-table`) that scrolls sideways when the table is wider than
//   the column: the page itself never does;
// - a table of three columns or more becomes one card per row when its box is narrower than the
//   table needs (on phones, and for wide API tables in the desktop column too): each cell is
//   labelled with its column's name (`data-label`), the first cell is the card's title. The
//   width the table needs is estimated here from its text (`--table-min-width`), and the box
//   compares itself to it with a container query (MDXContent/styles.css).
import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import MDXCode, { codeBreakParts, InTableProvider } from './Code';

type Props = { children?: ReactNode; role?: string; 'data-label'?: string };

const tagOf = (node: ReactNode): string | undefined =>
  isValidElement(node) && typeof node.type === 'string' ? node.type : undefined;

const isCode = (node: ReactElement): boolean => node.type === 'code' || node.type === MDXCode;

function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
    else if (isValidElement<Props>(child)) text += textOf(child.props.children);
  });
  return text;
}

// Widths in em of the table's font, for a wide font (DejaVu Sans is among the widest): better a
// card a little early than a table that scrolls.
const PROSE_EM = 0.6;
const BOLD_EM = 0.66;
/** Inline code: 0.86em of a monospace font whose characters are 0.6em, plus its padding. */
const CODE_EM = 0.86 * 0.6;
const CODE_PADDING_EM = 0.8;
/** A cell's padding (0.85rem each side of 0.93rem text) and border. */
const CELL_PADDING_EM = 1.9;
/** The table's font size in rem. */
const TABLE_FONT_REM = 0.93;

/** The widest piece of a cell that cannot wrap, in em. */
function cellMinEm(node: ReactNode, bold: boolean): number {
  let widest = 0;
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') {
      for (const word of String(child).split(/\s+/))
        widest = Math.max(widest, word.length * (bold ? BOLD_EM : PROSE_EM));
    } else if (isValidElement<Props>(child)) {
      if (isCode(child)) {
        const pieces = codeBreakParts(textOf(child.props.children));
        const longest = Math.max(0, ...pieces.map((p) => p.trim().length));
        widest = Math.max(widest, longest * CODE_EM + CODE_PADDING_EM);
      } else widest = Math.max(widest, cellMinEm(child.props.children, bold));
    }
  });
  return widest;
}

const rowsOf = (section: ReactElement<Props>): Array<ReactElement<Props>> =>
  Children.toArray(section.props.children).filter(
    (c): c is ReactElement<Props> => tagOf(c) === 'tr',
  );
const cellsOf = (row: ReactElement<Props>): Array<ReactElement<Props>> =>
  Children.toArray(row.props.children).filter(
    (c): c is ReactElement<Props> => tagOf(c) === 'td' || tagOf(c) === 'th',
  );

/** Column names (the first header row) and the width the table needs at least, in rem. */
function measure(children: ReactNode): { labels: string[]; minWidthRem: number } {
  const sections = Children.toArray(children).filter(
    (c): c is ReactElement<Props> => !!tagOf(c) && ['thead', 'tbody', 'tfoot'].includes(tagOf(c)!),
  );
  const head = sections.find((s) => tagOf(s) === 'thead');
  const headRow = head ? rowsOf(head)[0] : undefined;
  const labels = headRow ? cellsOf(headRow).map((c) => textOf(c.props.children).trim()) : [];
  const columns: number[] = [];
  for (const section of sections)
    for (const row of rowsOf(section))
      cellsOf(row).forEach((cell, i) => {
        const bold = tagOf(cell) === 'th';
        columns[i] = Math.max(columns[i] ?? 0, cellMinEm(cell.props.children, bold));
      });
  const em = columns.reduce((sum, w) => sum + w + CELL_PADDING_EM, 0);
  return { labels, minWidthRem: Math.ceil(em * TABLE_FONT_REM * 10) / 10 };
}

/**
 * Body cells get their column's name as `data-label`. Sections, rows and cells also get their
 * ARIA roles, which some browsers drop when the card layout makes them blocks.
 */
function withCardAttributes(children: ReactNode, labels: string[]): ReactNode {
  const map = (node: ReactNode, fn: (child: ReactElement<Props>, tag: string) => ReactNode) =>
    Children.map(node, (child) => {
      const tag = tagOf(child);
      return tag ? fn(child as ReactElement<Props>, tag) : child;
    });
  return map(children, (section, sectionTag) => {
    if (!['thead', 'tbody', 'tfoot'].includes(sectionTag)) return section;
    return cloneElement(section, {
      role: 'rowgroup',
      children: map(section.props.children, (row, rowTag) => {
        if (rowTag !== 'tr') return row;
        let column = 0;
        return cloneElement(row, {
          role: 'row',
          children: map(row.props.children, (cell, cellTag) => {
            if (cellTag !== 'td' && cellTag !== 'th') return cell;
            const label = labels[column++];
            if (sectionTag === 'thead') return cloneElement(cell, { role: 'columnheader' });
            return cloneElement(cell, {
              role: cellTag === 'th' ? 'rowheader' : 'cell',
              ...(label ? { 'data-label': label } : {}),
            });
          }),
        });
      }),
    });
  });
}

export default function MDXTable({ children, ...props }: ComponentPropsWithoutRef<'table'>) {
  const { labels, minWidthRem } = measure(children);
  const cards = labels.length >= 3;
  const style = cards ? ({ '--table-min-width': `${minWidthRem}rem` } as CSSProperties) : undefined;
  return (
    <div className={clsx('mdx-table', cards && 'mdx-table--cards')} style={style}>
      <table {...props} role={cards ? 'table' : props.role}>
        <InTableProvider value>
          {cards ? withCardAttributes(children, labels) : children}
        </InTableProvider>
      </table>
    </div>
  );
}
