// The earlier name of @theme/Icon/Close (Docusaurus' name), kept for sites and components that import it.
export { default } from '@theme/Icon/Close';
export type { Props } from '@theme/Icon/Close';
