// The classic theme as a plugin: its components (src/theme) are layered under the site's own
// overrides, its CSS and client modules load on every page, and a tiny inline script sets the
// color mode and announcement bar state before first paint (no flash).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { definePlugin, type Plugin, type SwizzleConfig } from '@tessera/core/node';
import { themeConfigSchema, type ThemeConfig } from './themeConfig';
import { themeTranslationFiles, translateThemeConfig } from './translations';
import { jsonForScript } from '@tessera/core/shared';

const here = import.meta.dirname;
/** Which components can be ejected or wrapped safely (`tessera swizzle`). */
const swizzleConfig = JSON.parse(
  fs.readFileSync(path.join(here, '..', 'swizzle.json'), 'utf8'),
) as SwizzleConfig;

export function noFlashScript(options: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementBarId?: string;
}): string {
  return (
    `(function(){try{var d=document.documentElement;var s=localStorage.getItem('theme');var m=s==='light'||s==='dark'?s:null;` +
    (options.respectPrefersColorScheme
      ? `if(!m&&window.matchMedia('(prefers-color-scheme: dark)').matches)m='dark';`
      : '') +
    `d.setAttribute('data-theme',m||${jsonForScript(options.defaultMode)});d.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:'system');` +
    (options.announcementBarId
      ? `var a=localStorage.getItem('announcement-dismiss-id');d.setAttribute('data-announcement-bar-initially-dismissed',String(a===${jsonForScript(options.announcementBarId)}));`
      : '') +
    `}catch(e){}})();`
  );
}

const optionsSchema = z
  .object({
    /** The site's own stylesheets, loaded after the theme's (Docusaurus' `theme.customCss`). */
    customCss: z.union([z.string(), z.array(z.string())]).optional(),
    /** Infima's variables and utility classes (set for sites configured for Docusaurus). */
    infima: z.boolean().default(false),
    id: z.string().optional(),
  })
  .strict();

/** Docusaurus' theme contract: the theme validates (and fills the defaults of) its themeConfig. */
export function validateThemeConfig({
  themeConfig,
  validate,
}: {
  themeConfig: unknown;
  validate: (schema: typeof themeConfigSchema, value: unknown) => ThemeConfig;
}): ThemeConfig {
  return validate(themeConfigSchema, themeConfig);
}

const themeClassic = definePlugin(optionsSchema, (context, options): Plugin => {
  const themeConfig = context.siteConfig.themeConfig as ThemeConfig;
  const customCss = [options.customCss ?? []]
    .flat()
    .map((file) => path.resolve(context.siteDir, file));
  return {
    name: 'tessera-theme-classic',
    getThemePath: () => path.join(here, 'theme'),
    // The navbar's and footer's words in the locale's navbar.json and footer.json.
    getTranslationFiles: () => themeTranslationFiles(themeConfig),
    translateThemeConfig: ({ themeConfig: config, translationFiles }) =>
      translateThemeConfig(config as ThemeConfig, translationFiles),
    getSwizzleConfig: () => swizzleConfig,
    getClientModules: () => [
      path.join(here, 'css', 'base.css'),
      path.join(here, 'css', 'nprogress.css'),
      ...(options.infima ? [path.join(here, 'css', 'infima.css')] : []),
      path.join(here, 'clientModule.ts'),
      ...customCss,
    ],
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML: noFlashScript({
            defaultMode: themeConfig.colorMode.defaultMode,
            respectPrefersColorScheme: themeConfig.colorMode.respectPrefersColorScheme,
            announcementBarId: themeConfig.announcementBar?.id,
          }),
        },
      ],
    }),
  };
});

export default themeClassic;
