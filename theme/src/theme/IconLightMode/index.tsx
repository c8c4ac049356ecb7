// The earlier name of @theme/Icon/LightMode (Docusaurus' name), kept for sites and components that import it.
export { default } from '@theme/Icon/LightMode';
export type { Props } from '@theme/Icon/LightMode';
