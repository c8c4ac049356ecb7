import './polyfills';
// A Docusaurus site registers its own things by swizzling a registry: `custom-…` navbar item
// types through `@theme/NavbarItem/ComponentTypes`, admonition types through
// `@theme/Admonition/Types`. Here each registry is replaced the way a site's override replaces
// it (the original spread, one entry added), and the theme's component has to find the entry.
import { screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import Admonition from '../../../theme/src/theme/Admonition';
import Navbar from '../../../theme/src/theme/Navbar';
import NavbarItem from '../../../theme/src/theme/NavbarItem';
import { resetColorModeStoreForTests } from '../../../theme/src/hooks/useColorMode';
import { renderWithSite, resetDom } from './renderWithSite';

jest.mock('@theme/SearchBar', () => ({
  __esModule: true,
  default: () => null,
}));

// The site's `src/theme/NavbarItem/ComponentTypes.js`.
jest.mock('@theme/NavbarItem/ComponentTypes', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const original = jest.requireActual<{ default: Record<string, ComponentType<unknown>> }>(
    '@theme/NavbarItem/ComponentTypes',
  ).default;
  function CustomWeatherItem(props: { city: string; mobile?: boolean; type?: string }) {
    return createElement(
      props.mobile ? 'li' : 'span',
      { 'data-testid': 'weather', 'data-type': String(props.type) },
      `Weather in ${props.city}`,
    );
  }
  return { __esModule: true, default: { ...original, 'custom-weather': CustomWeatherItem } };
});

// The site's `src/theme/Admonition/Types.js`.
jest.mock('@theme/Admonition/Types', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const original = jest.requireActual<{ default: Record<string, ComponentType<unknown>> }>(
    '@theme/Admonition/Types',
  ).default;
  function MyCustomAdmonition(props: { title?: ReactNode; children?: ReactNode; type: string }) {
    return createElement(
      'div',
      { 'data-testid': 'custom-admonition', 'data-type': props.type },
      createElement('h5', null, props.title),
      createElement('div', null, props.children),
    );
  }
  return {
    __esModule: true,
    default: { ...original, 'my-custom-admonition': MyCustomAdmonition },
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetDom();
  resetColorModeStoreForTests();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('NavbarItem/ComponentTypes', () => {
  it('renders a custom-* item type a site registered, with the item’s config as props', () => {
    renderWithSite(<Navbar />, {
      themeConfig: {
        navbar: {
          hideOnScroll: false,
          title: 'Site',
          items: [
            { to: '/docs', label: 'Docs' },
            { type: 'custom-weather', city: 'Zurich', position: 'right' },
          ],
        },
      },
    });
    const item = screen.getByTestId('weather');
    expect(item.textContent).toBe('Weather in Zurich');
    // As in Docusaurus, the type itself is not passed on.
    expect(item.getAttribute('data-type')).toBe('undefined');
    // The built-in types still come from the same map.
    expect(screen.getByRole('link', { name: 'Docs' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still reports an unknown type in the item’s error box', () => {
    renderWithSite(<NavbarItem type="custom-nothing" label="Oops" />);
    expect(screen.getByRole('alert').textContent).toContain('custom-nothing');
  });
});

describe('Admonition/Types', () => {
  it('renders an admonition type a site registered', () => {
    renderWithSite(
      <Admonition type="my-custom-admonition" title="Look here">
        <p>Custom body</p>
      </Admonition>,
    );
    const box = screen.getByTestId('custom-admonition');
    expect(box.getAttribute('data-type')).toBe('my-custom-admonition');
    expect(box.textContent).toBe('Look hereCustom body');
  });

  it('keeps the built-in types of the original map', () => {
    const { container } = renderWithSite(<Admonition type="tip">Tip body</Admonition>);
    const box = container.querySelector('.admonition')!;
    expect(box.classList.contains('admonition--tip')).toBe(true);
    expect(box.querySelector('.admonition__title')!.textContent).toBe('tip');
    expect(screen.queryByTestId('custom-admonition')).toBeNull();
  });
});
