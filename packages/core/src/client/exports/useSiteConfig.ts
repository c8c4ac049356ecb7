import { useSiteData } from '../context';
import type { ClientSiteConfig } from '../../shared/types';

export default function useSiteConfig(): ClientSiteConfig {
  return useSiteData().siteConfig;
}
