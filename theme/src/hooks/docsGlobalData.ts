// The docs plugin's global data shape, declared by the plugin (its /client entry).
export type { DocsGlobalData } from '@tessera/plugin-docs/client';
