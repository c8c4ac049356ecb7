// Typed access to the parts of themeConfig the site shell reads.
import useSiteConfig from '@docusaurus/useSiteConfig';
import type { AnnouncementBarConfig, FooterConfig, NavbarConfig } from './navbarTypes';

export interface ShellThemeConfig {
  navbar: NavbarConfig;
  footer?: FooterConfig;
  announcementBar?: AnnouncementBarConfig;
  image?: string;
  metadata?: Array<Record<string, string>>;
}

export default function useThemeConfig(): ShellThemeConfig {
  const themeConfig = useSiteConfig().themeConfig as Partial<ShellThemeConfig>;
  return { ...themeConfig, navbar: themeConfig.navbar ?? { items: [] } } as ShellThemeConfig;
}
