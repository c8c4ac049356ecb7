// The core's Link: its own anchor (not react-router's <Link>) must still route plain clicks on the
// client and leave everything else to the browser.
import { LocationDisplay, makeSiteConfig, renderDoc, resetDom } from './renderDoc';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SiteContextProvider } from '../../../packages/core/src/client/context';
import Link, { isActivePath } from '../../../packages/core/src/client/exports/Link';

beforeEach(resetDom);

const location = () => screen.getByTestId('location').textContent;

test('a plain click on an internal link navigates in the router', () => {
  renderDoc(
    <>
      <Link to="/docs/guides/first#setup">First</Link>
      <LocationDisplay />
    </>,
  );
  const link = screen.getByText('First');
  expect(link.getAttribute('href')).toBe('/docs/guides/first#setup');
  const notPrevented = fireEvent.click(link);
  expect(notPrevented).toBe(false);
  expect(location()).toBe('/docs/guides/first#setup');
});

test('replace and state reach the router', () => {
  function HistoryState() {
    const location = useLocation();
    return <div data-testid="state">{JSON.stringify(location.state)}</div>;
  }
  renderDoc(
    <>
      <Link to="/docs/b" replace state={{ from: 'test' }}>
        B
      </Link>
      <HistoryState />
    </>,
  );
  fireEvent.click(screen.getByText('B'));
  expect(screen.getByTestId('state').textContent).toBe('{"from":"test"}');
});

test('modified clicks, other targets and external links are left to the browser', () => {
  renderDoc(
    <>
      <Link to="/docs/a">A</Link>
      <Link to="/docs/b" target="_blank">
        B
      </Link>
      <Link to="https://example.com/x">External</Link>
      <LocationDisplay />
    </>,
  );
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
    expect(fireEvent.click(screen.getByText('A'), { [modifier]: true })).toBe(true);
  }
  expect(fireEvent.click(screen.getByText('A'), { button: 1 })).toBe(true);
  expect(fireEvent.click(screen.getByText('B'))).toBe(true);
  const external = screen.getByText('External');
  expect(external.getAttribute('target')).toBe('_blank');
  expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  expect(location()).toBe('/docs/');
});

test('a nav link is marked active on its path and below it', () => {
  renderDoc(
    <>
      <Link to="/docs/guides" isNavLink activeClassName="on">
        Guides
      </Link>
      <Link to="/docs/api" isNavLink activeClassName="on">
        API
      </Link>
    </>,
    { path: '/docs/guides/first' },
  );
  expect(screen.getByText('Guides').className).toBe('on');
  expect(screen.getByText('Guides').getAttribute('aria-current')).toBe('page');
  expect(screen.getByText('API').getAttribute('aria-current')).toBeNull();
  expect(isActivePath('/docs/guides', '/docs/guides/')).toBe(true);
  expect(isActivePath('/docs/guidesx', '/docs/guides')).toBe(false);
  expect(isActivePath('/docs', '/')).toBe(false);
});

test('under a base URL, links outside it are left to the browser', () => {
  const siteConfig = { ...makeSiteConfig(), baseUrl: '/base/' };
  render(
    <SiteContextProvider value={{ siteConfig, globalData: {}, isClient: true }}>
      <MemoryRouter basename="/base" initialEntries={['/base/docs/']}>
        <Link to="/docs/x">Inside</Link>
        <Link to="/other" autoAddBaseUrl={false}>
          Outside
        </Link>
        <LocationDisplay />
      </MemoryRouter>
    </SiteContextProvider>,
  );
  expect(screen.getByText('Inside').getAttribute('href')).toBe('/base/docs/x');
  expect(screen.getByText('Outside').getAttribute('href')).toBe('/other');
  expect(fireEvent.click(screen.getByText('Outside'))).toBe(true);
  expect(location()).toBe('/docs/');
  expect(fireEvent.click(screen.getByText('Inside'))).toBe(false);
  expect(location()).toBe('/docs/x');
});
