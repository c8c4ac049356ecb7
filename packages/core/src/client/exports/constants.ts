// `@docusaurus/constants`: the id a plugin instance has when its options give none.
export const DEFAULT_PLUGIN_ID = 'default';
