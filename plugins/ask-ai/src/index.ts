// The Ask AI chat widget, off unless a site id is configured: then its script loads
// asynchronously, bottom right, with the look the spec gives (dark background, white text).
import { z } from 'zod';
import { definePlugin, type Plugin } from '@tessera/core/node';

const optionsSchema = z
  .object({
    /** The widget's site id; without one the plugin adds nothing. */
    siteId: z.string().nullable().optional(),
    /** Default: the widget's hosted bundle. */
    scriptSrc: z.string().default('https://widget.kapa.ai/kapa-widget.bundle.js'),
    /** The product the assistant answers about. Default: the site title. */
    projectName: z.string().optional(),
    id: z.string().optional(),
  })
  .strict();

const askAiPlugin = definePlugin(optionsSchema, (context, options): Plugin => {
  if (!options.siteId) return { name: 'tessera-plugin-ask-ai' };
  return {
    name: 'tessera-plugin-ask-ai',
    injectHtmlTags: () => ({
      postBodyTags: [
        {
          tagName: 'script',
          attributes: {
            async: true,
            src: options.scriptSrc,
            'data-website-id': options.siteId!,
            'data-project-name': options.projectName ?? context.siteConfig.title,
            'data-project-color': '#0B0D10',
            'data-button-text-color': '#FFFFFF',
            'data-button-text': 'Ask AI',
            'data-button-position-bottom': '20px',
            'data-button-position-right': '20px',
            'data-button-border-radius': '20px',
            'data-modal-title': 'Ask AI',
          },
        },
      ],
    }),
  };
});

export default askAiPlugin;
