// `@docusaurus/isInternalUrl`: whether a URL stays on the site (no scheme, not protocol-relative).
export { isInternalUrl as default } from './Link';
