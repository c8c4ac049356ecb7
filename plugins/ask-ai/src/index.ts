// The Ask AI chat widget, off unless a site id is configured: then its script loads
// asynchronously, bottom right, with the look the spec gives (dark background, white text).
import type { Plugin, PluginFactory } from '@tessera/core/node';

interface Options {
  siteId?: string | null;
  scriptSrc?: string;
}

const askAiPlugin: PluginFactory<Options> = (_context, options): Plugin => {
  if (!options.siteId) return { name: 'tessera-plugin-ask-ai' };
  return {
    name: 'tessera-plugin-ask-ai',
    injectHtmlTags: () => ({
      postBodyTags: [
        {
          tagName: 'script',
          attributes: {
            async: true,
            src: options.scriptSrc ?? 'https://widget.kapa.ai/kapa-widget.bundle.js',
            'data-website-id': options.siteId!,
            'data-project-name': 'Remotion',
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
};

export default askAiPlugin;
