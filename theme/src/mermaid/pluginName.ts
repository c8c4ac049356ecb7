/** The mermaid theme's plugin name: its global data tells CodeBlock that diagrams are on. */
export const MERMAID_PLUGIN_NAME = 'tessera-theme-mermaid';
