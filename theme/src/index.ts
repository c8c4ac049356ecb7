// The classic theme as a plugin: its components (src/theme) are layered under the site's own
// overrides, its CSS and client modules load on every page, and a tiny inline script sets the
// color mode and announcement bar state before first paint (no flash).
import path from 'node:path';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import { jsonForScript } from '@tessera/core/shared';

const here = import.meta.dirname;

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

const themeClassic: PluginFactory = (context: LoadContext): Plugin => {
  const themeConfig = context.siteConfig.themeConfig as {
    colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
    announcementBar?: { id: string };
  };
  return {
    name: 'tessera-theme-classic',
    getThemePath: () => path.join(here, 'theme'),
    getClientModules: () => [
      path.join(here, 'css', 'base.css'),
      path.join(here, 'css', 'nprogress.css'),
      path.join(here, 'clientModule.ts'),
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
};

export default themeClassic;
