import './polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import ColorModeToggle from '../../../theme/src/theme/ColorModeToggle';
import {
  nextColorModeChoice,
  resetColorModeStoreForTests,
} from '../../../theme/src/hooks/useColorMode';
import { renderWithSite, resetDom } from './renderWithSite';

function toggle(): HTMLButtonElement {
  return screen.getByRole('button', { name: /mode/ }) as HTMLButtonElement;
}

function mockPrefersDark(dark: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  resetDom();
  resetColorModeStoreForTests();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('color mode toggle', () => {
  it('is light by default and toggles light <-> dark without system preference', () => {
    renderWithSite(<ColorModeToggle />);
    expect(toggle().getAttribute('aria-label')).toContain('currently light mode');
    expect(toggle().getAttribute('aria-label')).toContain('switches to dark mode');
    expect(toggle().title).toBe(toggle().getAttribute('aria-label'));

    fireEvent.click(toggle());
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
    expect(toggle().getAttribute('aria-label')).toContain('switches to light mode');

    fireEvent.click(toggle());
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('cycles system -> light -> dark -> system with respectPrefersColorScheme', () => {
    mockPrefersDark(true);
    renderWithSite(<ColorModeToggle />, {
      themeConfig: {
        colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      },
    });
    expect(toggle().getAttribute('aria-label')).toContain('currently system mode');
    expect(toggle().getAttribute('aria-label')).toContain('switches to light mode');

    fireEvent.click(toggle());
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('light');

    fireEvent.click(toggle());
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
    expect(toggle().getAttribute('aria-label')).toContain('switches to system mode');

    fireEvent.click(toggle());
    // System: nothing stored, and the OS preference (dark here) applies.
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(toggle().getAttribute('aria-label')).toContain('currently system mode');
  });

  it('starts from the stored choice', () => {
    window.localStorage.setItem('theme', 'dark');
    renderWithSite(<ColorModeToggle />);
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
  });

  it('follows another tab changing the stored choice', () => {
    renderWithSite(<ColorModeToggle />);
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(toggle().getAttribute('aria-label')).toContain('currently dark mode');
  });

  it('is disabled until the client has hydrated', () => {
    renderWithSite(<ColorModeToggle />, { isClient: false });
    expect(toggle().disabled).toBe(true);
  });

  it('is enabled in the browser after hydration', () => {
    renderWithSite(<ColorModeToggle />);
    expect(toggle().disabled).toBe(false);
  });

  it('renders nothing when the switch is disabled', () => {
    renderWithSite(<ColorModeToggle />, {
      themeConfig: {
        colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
      },
    });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('computes the next choice', () => {
    expect(nextColorModeChoice('system', 'dark', true)).toBe('light');
    expect(nextColorModeChoice('light', 'light', true)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', true)).toBe('system');
    expect(nextColorModeChoice('system', 'light', false)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', false)).toBe('light');
  });
});
