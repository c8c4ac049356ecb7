import { useSiteContext, type SiteContextValue } from '../context';

/** `{ siteConfig, globalData, isClient }` — same shape as Docusaurus' context. */
export default function useDocusaurusContext(): SiteContextValue {
  return useSiteContext();
}
