import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import Tabs from '../../../theme/src/theme/Tabs';
import TabItem from '../../../theme/src/theme/TabItem';
import { resetTabGroupChoicesForTests } from '../../../theme/src/hooks/useTabGroupChoice';
import { DocWrapper, renderDoc, resetDom } from './renderDoc';

beforeEach(() => {
  resetDom();
  resetTabGroupChoicesForTests();
});

function PackageManagers({
  groupId,
  testId,
  queryString,
}: {
  groupId?: string;
  testId: string;
  queryString?: boolean | string;
}) {
  return (
    <div data-testid={testId}>
      <Tabs groupId={groupId} queryString={queryString}>
        <TabItem value="npm" label="npm">
          {`npm install ${testId}`}
        </TabItem>
        <TabItem value="yarn" label="Yarn">
          {`yarn add ${testId}`}
        </TabItem>
        <TabItem value="pnpm" label="pnpm">
          {`pnpm add ${testId}`}
        </TabItem>
      </Tabs>
    </div>
  );
}

const selectedIn = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('tab', { selected: true }).textContent;
const visiblePanel = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('tabpanel', { hidden: true })
    .filter((p) => !p.hidden)
    .map((p) => p.textContent);

describe('Tabs', () => {
  it('renders every panel on the server, the inactive ones hidden', () => {
    const html = renderToString(
      <DocWrapper>
        <PackageManagers testId="a" />
      </DocWrapper>,
    );
    expect(html).toContain('npm install a');
    expect(html).toContain('yarn add a');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });

  it('links tabs and panels with roles and ids', () => {
    renderDoc(<PackageManagers testId="a" />);
    const tablist = screen.getByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = document.getElementById(tabs[0]!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('switches panels on click', () => {
    renderDoc(<PackageManagers testId="a" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Yarn' }));
    expect(selectedIn('a')).toBe('Yarn');
    expect(visiblePanel('a')).toEqual(['yarn add a']);
  });

  it('honours defaultValue and the default prop', () => {
    renderDoc(
      <>
        <div data-testid="d1">
          <Tabs defaultValue="b">
            <TabItem value="a">A</TabItem>
            <TabItem value="b">B</TabItem>
          </Tabs>
        </div>
        <div data-testid="d2">
          <Tabs>
            <TabItem value="a">A</TabItem>
            <TabItem value="b" default>
              B
            </TabItem>
          </Tabs>
        </div>
      </>,
    );
    expect(selectedIn('d1')).toBe('b');
    expect(selectedIn('d2')).toBe('b');
  });

  it('takes labels from `values`', () => {
    renderDoc(
      <Tabs
        values={[
          { value: 'js', label: 'JavaScript' },
          { value: 'ts', label: 'TypeScript' },
        ]}
      >
        <TabItem value="js">js code</TabItem>
        <TabItem value="ts">ts code</TabItem>
      </Tabs>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'JavaScript',
      'TypeScript',
    ]);
  });

  it('fails clearly on duplicate values or an unknown defaultValue', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderDoc(
        <Tabs>
          <TabItem value="a">1</TabItem>
          <TabItem value="a">2</TabItem>
        </Tabs>,
      ),
    ).toThrow(/two tabs with the value "a"/);
    expect(() =>
      renderDoc(
        <Tabs defaultValue="zzz">
          <TabItem value="a">1</TabItem>
        </Tabs>,
      ),
    ).toThrow(/defaultValue "zzz"/);
    spy.mockRestore();
  });

  it('syncs every Tabs of a groupId and remembers the choice', () => {
    renderDoc(
      <>
        <PackageManagers groupId="pm" testId="first" />
        <PackageManagers groupId="pm" testId="second" />
        <PackageManagers testId="loner" />
      </>,
    );
    fireEvent.click(within(screen.getByTestId('first')).getByRole('tab', { name: 'Yarn' }));
    expect(selectedIn('first')).toBe('Yarn');
    expect(selectedIn('second')).toBe('Yarn');
    expect(visiblePanel('second')).toEqual(['yarn add second']);
    expect(selectedIn('loner')).toBe('npm');
    expect(window.localStorage.getItem('docusaurus.tab.pm')).toBe('yarn');
  });

  it('starts from the stored choice of its group', () => {
    window.localStorage.setItem('docusaurus.tab.pm', 'pnpm');
    renderDoc(<PackageManagers groupId="pm" testId="a" />);
    expect(selectedIn('a')).toBe('pnpm');
  });

  it('ignores a stored choice that is not one of its values', () => {
    window.localStorage.setItem('docusaurus.tab.pm', 'bun');
    renderDoc(<PackageManagers groupId="pm" testId="a" />);
    expect(selectedIn('a')).toBe('npm');
  });

  it('follows choices made in another browser tab', () => {
    renderDoc(<PackageManagers groupId="pm" testId="a" />);
    act(() => {
      window.localStorage.setItem('docusaurus.tab.pm', 'yarn');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'docusaurus.tab.pm', newValue: 'yarn' }),
      );
    });
    expect(selectedIn('a')).toBe('Yarn');
  });

  it('moves and selects with the arrow keys, Home and End', () => {
    renderDoc(<PackageManagers testId="a" />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('npm').focus();
    fireEvent.keyDown(tab('npm'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Yarn'));
    expect(selectedIn('a')).toBe('Yarn');
    fireEvent.keyDown(tab('Yarn'), { key: 'End' });
    expect(document.activeElement).toBe(tab('pnpm'));
    fireEvent.keyDown(tab('pnpm'), { key: 'ArrowRight' });
    expect(selectedIn('a')).toBe('npm'); // wraps around
    fireEvent.keyDown(tab('npm'), { key: 'ArrowLeft' });
    expect(selectedIn('a')).toBe('pnpm');
    fireEvent.keyDown(tab('pnpm'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('npm'));
    expect(selectedIn('a')).toBe('npm');
  });

  it('reads and writes the choice in the query string', () => {
    renderDoc(<PackageManagers groupId="pm" queryString testId="a" />, {
      path: '/docs/install?pm=yarn',
    });
    expect(selectedIn('a')).toBe('Yarn');
    fireEvent.click(screen.getByRole('tab', { name: 'pnpm' }));
    expect(new URLSearchParams(window.location.search).get('pm')).toBe('pnpm');
  });

  it('renders only the selected panel when lazy', () => {
    renderDoc(
      <Tabs lazy>
        <TabItem value="a">panel A</TabItem>
        <TabItem value="b">panel B</TabItem>
      </Tabs>,
    );
    expect(screen.queryByText('panel B')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'b' }));
    expect(screen.getByText('panel B')).toBeTruthy();
  });
});
