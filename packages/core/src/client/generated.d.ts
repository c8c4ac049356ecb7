// Types of the generated modules the runtime imports (see node/codegen.ts).
declare module '@generated/site-config.json' {
  const value: import('../shared/types').ClientSiteConfig;
  export default value;
}
declare module '@generated/global-data.json' {
  const value: import('../shared/types').GlobalData;
  export default value;
}
declare module '@generated/client-modules.js' {
  const value: Array<Record<string, unknown>>;
  export default value;
}
declare module '@generated/route-loader.js' {}
declare const __TESSERA_DEV__: boolean;
declare module '*.css';
declare module '@generated/i18n-messages.json' {
  const value: Record<string, string>;
  export default value;
}
