// Google Tag Manager, as Docusaurus' plugin-google-tag-manager: in production builds only, the
// container script loads asynchronously in the head and a <noscript> frame opens the body. Page
// changes reach GTM through its own history-change triggers, so there is no client module.
import { z } from 'zod';
import { definePlugin, type HtmlTag, type Plugin } from '@tessera/core/node';
import { jsonForScript } from '@tessera/core/shared';

const GTM_ORIGIN = 'https://www.googletagmanager.com';

const optionsSchema = z
  .object({
    /** The container id (`GTM-…`). Required. */
    containerId: z.string().min(1),
    id: z.string().optional(),
  })
  .strict();

/** Starts the dataLayer with GTM's start event, then adds the container script before the first script. */
function loaderScript(containerId: string): string {
  const src = jsonForScript(`${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`);
  return [
    'window.dataLayer=window.dataLayer||[];',
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    '(function(){var tag=document.createElement("script");tag.async=true;',
    `tag.src=${src};`,
    'var first=document.getElementsByTagName("script")[0];',
    'first.parentNode.insertBefore(tag,first);})();',
  ].join('');
}

const tagManagerPlugin = definePlugin(optionsSchema, (context, options): Plugin => {
  const name = 'tessera-plugin-google-tag-manager';
  if (context.isDev) return { name };
  const frameSrc = `${GTM_ORIGIN}/ns.html?id=${encodeURIComponent(options.containerId)}`;
  return {
    name,
    injectHtmlTags: () => ({
      headTags: <HtmlTag[]>[
        { tagName: 'link', attributes: { rel: 'preconnect', href: GTM_ORIGIN } },
        { tagName: 'script', innerHTML: loaderScript(options.containerId) },
      ],
      preBodyTags: <HtmlTag[]>[
        {
          tagName: 'noscript',
          innerHTML: `<iframe src="${frameSrc}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
        },
      ],
    }),
  };
});

export default tagManagerPlugin;
