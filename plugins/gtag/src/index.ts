// Analytics, off unless a measurement id is configured: then gtag.js loads asynchronously and
// every change of path, search or hash sets page_path and sends a page_view.
import path from 'node:path';
import { z } from 'zod';
import { definePlugin, type HtmlTag, type Plugin } from '@tessera/core/node';
import { jsonForScript } from '@tessera/core/shared';

const optionsSchema = z
  .object({
    /** The measurement id (`G-…`); without one the plugin adds nothing. */
    trackingID: z
      .union([z.string(), z.array(z.string())])
      .nullable()
      .optional(),
    /** Default: false. */
    anonymizeIP: z.boolean().default(false),
    id: z.string().optional(),
  })
  .strict();

const gtagPlugin = definePlugin(optionsSchema, (_context, options): Plugin => {
  const id = Array.isArray(options.trackingID) ? options.trackingID[0] : options.trackingID;
  if (!id) return { name: 'tessera-plugin-gtag' };
  return {
    name: 'tessera-plugin-gtag',
    getClientModules: () => [path.join(import.meta.dirname, 'client.ts')],
    injectHtmlTags: () => ({
      headTags: <HtmlTag[]>[
        {
          tagName: 'link',
          attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' },
        },
        {
          tagName: 'script',
          attributes: {
            async: true,
            src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
          },
        },
        {
          tagName: 'script',
          innerHTML: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${jsonForScript(id)},{anonymize_ip:${options.anonymizeIP === true},send_page_view:false});window.__TESSERA_GTAG_ID__=${jsonForScript(id)};`,
        },
      ],
    }),
  };
});

export default gtagPlugin;
