import './polyfills';
import fs from 'node:fs';
import path from 'node:path';
import { useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary, preloadableComponent } from '@tessera/core/client';
import { preloadAllComponents } from '../../../packages/core/src/client/exports/Lazy';
import ErrorPage from '../../../theme/src/theme/Error';
import Loading from '../../../theme/src/theme/Loading';
import Layout from '../../../theme/src/theme/Layout';
import { renderWithSite, resetDom } from './renderWithSite';

jest.mock('@theme/SearchBar', () => ({
  __esModule: true,
  default: () => require('react').createElement('button', { type: 'button' }, 'Search'),
}));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetDom();
  document.title = '';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('Error (crash fallback)', () => {
  it('shows the heading, the messages of the error and its causes, and Try again', async () => {
    const tryAgain = jest.fn();
    const error = new Error('Outer failure', {
      cause: new Error('Inner cause', { cause: 'root string cause' }),
    });
    renderWithSite(<ErrorPage error={error} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Outer failure');
    expect(alert.textContent).toContain('Inner cause');
    expect(alert.textContent).toContain('root string cause');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(tryAgain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('Page Error'));
  });

  it('replaces a crashed page inside the Layout (navbar kept), and Try again renders it again', () => {
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('Flaky page');
      return <p>Recovered content</p>;
    }
    renderWithSite(
      <Layout title="Flaky">
        <Flaky />
      </Layout>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page crashed.' })).toBeNull();
  });

  it('works without the Layout, when the Layout itself is what crashed', () => {
    function BrokenLayout(): never {
      throw new Error('Layout exploded');
    }
    renderWithSite(
      <ErrorBoundary fallback={(props) => <ErrorPage {...props} />}>
        {<BrokenLayout />}
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Layout exploded');
  });
});

describe('Loading', () => {
  const base = {
    isLoading: true,
    pastDelay: false,
    timedOut: false,
    error: null,
    retry: () => undefined,
  };

  it('renders nothing before the delay has passed', () => {
    const { container } = renderWithSite(<Loading {...base} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a centred animated loader once past the delay', () => {
    const { container } = renderWithSite(<Loading {...base} pastDelay />);
    const loader = container.querySelector('.loading')!;
    expect(loader.getAttribute('aria-busy')).toBe('true');
    expect(loader.querySelector('svg.loading__spinner')).not.toBeNull();
  });

  it('uses the 1.5 s and 3 s animation timings', () => {
    const css = fs.readFileSync(
      path.join(__dirname, '../../../theme/src/theme/Loading/styles.css'),
      'utf8',
    );
    expect(css).toMatch(/animation: loading-rotate 3s linear infinite/);
    expect(css).toMatch(/animation: loading-dash 1\.5s ease-in-out infinite/);
  });

  it('shows the error and a Retry button in a red box on failure', () => {
    const retry = jest.fn();
    const { container } = renderWithSite(
      <Loading
        {...base}
        isLoading={false}
        error={new Error('Chunk failed to load')}
        retry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Chunk failed to load');
    expect(container.querySelector('.loading__error-box')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries a failed lazy component through Retry', async () => {
    const { lazyComponent } = await import('@tessera/core/client');
    let attempts = 0;
    const Lazy = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Network down');
      return { default: () => <p>Lazy loaded</p> };
    });
    function Harness() {
      const [shown] = useState(true);
      return shown ? <Lazy /> : null;
    }
    renderWithSite(<Harness />);
    await screen.findByText('Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Lazy loaded');
  });
});

describe('preloadableComponent', () => {
  it('renders nothing of its own: it waits for its code, then renders exactly the component', async () => {
    let finishLoading!: () => void;
    const Lazy = preloadableComponent(
      () =>
        new Promise<{ default: ComponentType }>(
          (resolve) => (finishLoading = () => resolve({ default: () => <p>Lazy loaded</p> })),
        ),
    );
    await act(async () => {
      renderWithSite(<Lazy />);
    });
    expect(screen.queryByText('Lazy loaded')).toBeNull();
    finishLoading();
    await screen.findByText('Lazy loaded');
    expect(renderToString(<Lazy />)).toBe('<p>Lazy loaded</p>');
  });

  it('is loaded by preloadAllComponents, so the server renders it synchronously', async () => {
    const Lazy = preloadableComponent(async () => ({ default: () => <p>In the server HTML</p> }));
    await preloadAllComponents();
    expect(renderToString(<Lazy />)).toBe('<p>In the server HTML</p>');
  });

  it('throws a failed load to the error boundary, and loads again on preload()', async () => {
    let attempts = 0;
    const Lazy = preloadableComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Network down');
      return { default: () => <p>Second try</p> };
    });
    await act(async () => {
      renderWithSite(
        <ErrorBoundary
          fallback={({ error, tryAgain }) => (
            <button type="button" onClick={tryAgain}>
              {error.message}
            </button>
          )}
        >
          <Lazy />
        </ErrorBoundary>,
      );
    });
    const tryAgain = await screen.findByRole('button', { name: 'Network down' });
    expect(attempts).toBe(1);
    await Lazy.preload();
    fireEvent.click(tryAgain);
    await screen.findByText('Second try');
  });
});
