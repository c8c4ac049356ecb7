// /ai-embed: what the Ask AI widget is, how this site embeds it, and how to turn it on. The
// widget is off unless a site id is configured (customFields.askAiSiteId), so a build without
// the id makes no request to the widget provider.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useSiteConfig from '@docusaurus/useSiteConfig';
import CodeSample from '../components/CodeSample';
import Icon from '../components/Icon';
import { Hero, Section, Split, Steps } from '../components/Marketing';
import './ai-embed.css';

// The look the spec asks for; the provider's script reads these when it loads.
const ASK_AI_OPTIONS = [
  { option: 'Site id', value: 'customFields.askAiSiteId', about: 'Identifies this website at the provider. Without it, nothing is loaded.' },
  { option: 'Button label', value: 'Ask AI', about: 'Text of the floating button.' },
  { option: 'Background', value: 'dark', about: 'The button stands out in light and dark mode.' },
  { option: 'Text color', value: 'white', about: 'High contrast on the dark button.' },
  { option: 'Position', value: 'bottom right', about: 'Out of the way of the navigation and the table of contents.' },
  { option: 'Corner radius', value: '20px', about: 'A rounded pill shape.' },
];

const ENV_CODE = `# Build with the widget turned on
REMOTION_ASK_AI_SITE_ID=<your site id> yarn build

# Build without it (the default): no widget, no third-party request
yarn build`;

const CONFIG_CODE = `// site.config.ts
customFields: {
  // Read from the environment, so no id is committed to the repository.
  askAiSiteId: process.env.REMOTION_ASK_AI_SITE_ID ?? null,
},`;

const COMPONENT_CODE = `import useSiteConfig from '@docusaurus/useSiteConfig';

export function useAskAiEnabled(): boolean {
  const {customFields} = useSiteConfig();
  return typeof customFields.askAiSiteId === 'string' && customFields.askAiSiteId !== '';
}`;

export default function AiEmbedPage() {
  const { customFields } = useSiteConfig();
  const siteId = customFields?.askAiSiteId;
  const enabled = typeof siteId === 'string' && siteId.length > 0;

  return (
    <Layout title="Ask AI widget" description="How the Ask AI assistant is embedded on the Remotion website, how to turn it on with a site id, and how it stays off by default.">
      <Hero
        small
        eyebrow={<Link to="/ai">← Remotion and AI</Link>}
        title="Embedding the Ask AI widget"
        lead="The Ask AI button opens a chat that answers questions with the Remotion documentation. This page explains how the website embeds it and how to switch it on."
      >
        <div className={`ai-embed__status ${enabled ? 'ai-embed__status--on' : 'ai-embed__status--off'}`} role="status">
          <span className="ai-embed__dot" aria-hidden="true" />
          <div>
            <strong>{enabled ? 'Ask AI is enabled on this build.' : 'Ask AI is off on this build.'}</strong>
            <p>
              {enabled
                ? 'Look for the Ask AI button at the bottom right of the page.'
                : 'No site id was configured when this site was built, so the widget script is not loaded and no request goes to the provider.'}
            </p>
          </div>
        </div>
      </Hero>

      <Section title="How it works">
        <Steps
          steps={[
            { title: 'Configured at build time', body: <p>The site id comes from an environment variable and ends up in the site config as <code>customFields.askAiSiteId</code>.</p> },
            { title: 'Loaded asynchronously', body: <p>When an id is present, the widget script loads with <code>async</code>, after the page content, so it never delays reading.</p> },
            { title: 'Floating button', body: <p>The widget adds its Ask AI button at the bottom right. Questions and answers are handled by the provider, not by this site.</p> },
          ]}
        />
      </Section>

      <Section surface title="Turn it on" lead="You only need a site id from the provider of the chat widget.">
        <Split visual={<CodeSample code={ENV_CODE} language="bash" title="Terminal" />}>
          <h3>1. Set the environment variable</h3>
          <p>
            Pass <code>REMOTION_ASK_AI_SITE_ID</code> to the build, for example as a secret in your deployment pipeline. Leave it out for local development, previews and
            forks.
          </p>
        </Split>
        <Split reverse visual={<CodeSample code={CONFIG_CODE} title="site.config.ts" />}>
          <h3>2. It flows into the site config</h3>
          <p>
            The config reads the variable and exposes it to the browser as a custom field. The value is <code>null</code> when the variable is missing, which keeps the widget
            off.
          </p>
        </Split>
        <Split visual={<CodeSample code={COMPONENT_CODE} title="useAskAiEnabled.ts" />}>
          <h3>3. Check it in your own components</h3>
          <p>Anything that should only show up with the assistant, such as a hint next to the search box, can read the same field and render nothing when it is missing.</p>
        </Split>
      </Section>

      <Section title="Appearance" lead="The widget is configured to match the site in both color modes.">
        <div className="ai-embed__table-wrap" tabIndex={0} role="region" aria-label="Appearance settings">
          <table className="ai-embed__table">
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Value</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {ASK_AI_OPTIONS.map((row) => (
                <tr key={row.option}>
                  <td>{row.option}</td>
                  <td>
                    <code>{row.value}</code>
                  </td>
                  <td>{row.about}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="ai-embed__preview" aria-hidden="true">
          <span className="ai-embed__button">
            <Icon name="sparkles" size={16} /> Ask AI
          </span>
        </div>
      </Section>

      <Section surface title="Privacy">
        <div className="ai-embed__privacy">
          <p>
            With the widget off, this site loads no script from the provider. With it on, the questions you type are sent to the provider to generate answers and are subject
            to its terms. Do not paste secrets, API keys or customer data into the chat.
          </p>
          <p>
            Prefer a human? Ask in public on <a href="https://remotion.dev/discord">Discord</a> or <a href="https://github.com/remotion-dev/remotion/issues">GitHub</a>, or read
            how to <Link to="/docs/support">get support</Link>.
          </p>
        </div>
      </Section>
    </Layout>
  );
}
