// The earlier name of @theme/Icon/Menu (Docusaurus' name), kept for sites and components that import it.
export { default } from '@theme/Icon/Menu';
export type { Props } from '@theme/Icon/Menu';
