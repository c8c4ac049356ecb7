// The earlier name of @theme/Icon/DarkMode (Docusaurus' name), kept for sites and components that import it.
export { default } from '@theme/Icon/DarkMode';
export type { Props } from '@theme/Icon/DarkMode';
