import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteContextProvider } from '../../../packages/core/src/client/context';
import { useActivePlugin } from '../../../theme/src/hooks/useActivePlugin';
import siteConfig from '../../stubs/generated/site-config';

const docsData = { path: '/docs', versions: [], breadcrumbs: true };

function Probe() {
  const active = useActivePlugin({ failfast: true });
  return <span>{active.pluginId}</span>;
}

function renderAt(path: string, globalData: Record<string, Record<string, unknown>>) {
  return render(
    <SiteContextProvider value={{ siteConfig: siteConfig as never, globalData, isClient: true }}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </SiteContextProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('finds the docs plugin serving the page', () => {
  const { getByText } = renderAt('/docs/intro', {
    'tessera-plugin-docs': { default: docsData, api: { ...docsData, path: '/docs/api' } },
  });
  expect(getByText('default')).toBeTruthy();
  const nested = renderAt('/docs/api/x', {
    'tessera-plugin-docs': { default: docsData, api: { ...docsData, path: '/docs/api' } },
  });
  expect(nested.getByText('api')).toBeTruthy();
});

test('outside every docs plugin it fails naming the existing paths', () => {
  expect(() => renderAt('/blog', { 'tessera-plugin-docs': { default: docsData } })).toThrow(
    /No docs plugin serves the page \/blog.*Existing docs plugin paths: \/docs/,
  );
});

test('without the docs plugin it says the plugin is not enabled', () => {
  expect(() => renderAt('/docs/x', {})).toThrow(/the docs plugin is not enabled/);
});
