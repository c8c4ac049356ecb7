// Typed access to the theme's config, validated and filled with defaults at build time
// (../themeConfig). The cast is the one place the browser trusts that validation.
import useSiteConfig from '@docusaurus/useSiteConfig';
import type { ThemeConfig } from '../themeConfig';

export type { ThemeConfig } from '../themeConfig';

export default function useThemeConfig(): ThemeConfig {
  return useSiteConfig().themeConfig as ThemeConfig;
}
