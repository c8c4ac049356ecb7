// The earlier name of @theme/Icon/ExternalLink (Docusaurus' name), kept for sites and components that import it.
export { default } from '@theme/Icon/ExternalLink';
export type { Props } from '@theme/Icon/ExternalLink';
