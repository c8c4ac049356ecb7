// The docs plugin instance serving the current page (longest matching path), read without
// throwing: doc components also render in tests and on sites where the data may be absent.
import useGlobalData from '@docusaurus/useGlobalData';
import type { DocsGlobalData } from './docsGlobalData';

const DOCS_PLUGIN = 'tessera-plugin-docs';

function isUnder(pathname: string, base: string): boolean {
  const root = base.replace(/\/+$/, '');
  return pathname === root || pathname.startsWith(root + '/');
}

export default function useActiveDocsPlugin(pathname: string): DocsGlobalData | undefined {
  const instances = useGlobalData()[DOCS_PLUGIN] as Record<string, DocsGlobalData> | undefined;
  if (!instances) return undefined;
  const matching = Object.values(instances)
    .filter((data) => isUnder(pathname, data.path))
    .sort((a, b) => b.path.length - a.path.length);
  return matching[0] ?? instances.default;
}
