import { useMemo } from 'react';
import { useSiteContext, type SiteContextValue } from '../context';
import type { ClientSiteConfig } from '../../shared/types';
import messages from '@generated/i18n-messages.json';

/** What Docusaurus' context holds besides the config: sites and third-party themes read both. */
export interface DocusaurusContextValue extends SiteContextValue {
  /** The locale being rendered and the site's locales (Docusaurus reads `i18n.currentLocale`). */
  i18n: ClientSiteConfig['i18n'];
  /** Translated strings of the current locale, id -> message. */
  codeTranslations: Record<string, string>;
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: object };
}

const siteMetadata = { docusaurusVersion: '3', pluginVersions: {} };

/** `{ siteConfig, globalData, i18n, codeTranslations, siteMetadata, isClient }`, Docusaurus' shape. */
export default function useDocusaurusContext(): DocusaurusContextValue {
  const site = useSiteContext();
  return useMemo(
    () => ({
      ...site,
      i18n: site.siteConfig.i18n,
      codeTranslations: messages as Record<string, string>,
      siteMetadata,
    }),
    [site],
  );
}
