// /ai: making videos with AI assistants (system prompt, MCP) and building AI video products.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeSample from '../components/CodeSample';
import Icon from '../components/Icon';
import { Actions, ButtonLink, CtaBanner, FeatureGrid, Hero, Section, Split, type Feature } from '../components/Marketing';
import './ai.css';

const MCP_CONFIG = `{
  "mcpServers": {
    "remotion-documentation": {
      "command": "npx",
      "args": ["@remotion/mcp@latest"]
    }
  }
}`;

const PROMPT_EXAMPLE = `Create a 6-second composition "LaunchTeaser", 1080×1920 at 30 fps.
Show the product name in large type, then three feature bullets
one after another. Drive every animation with useCurrentFrame()
and spring(), and put each bullet in its own <Sequence>.`;

const tools: Feature[] = [
  {
    icon: 'book',
    title: 'System prompt',
    body: 'A compact set of Remotion rules to paste into any assistant: how compositions work, and which web habits break rendering.',
    to: '/docs/ai/system-prompt',
    linkLabel: 'Get the prompt',
  },
  {
    icon: 'puzzle',
    title: 'MCP server',
    body: 'Connect Cursor, VS Code, Claude Desktop or another MCP client to the Remotion documentation, so the model looks things up instead of guessing.',
    to: '/docs/ai/mcp',
    linkLabel: 'Set up MCP',
  },
  {
    icon: 'chat',
    title: 'Video chatbot',
    body: 'Let your users describe a video in a chat. A model fills in a schema, the Player previews it, and Lambda renders the result.',
    to: '/docs/ai/chatbot',
    linkLabel: 'Build a chatbot',
  },
  {
    icon: 'globe',
    title: 'Bolt',
    body: 'Start from a Remotion template in a browser-based AI app builder and prompt your way to a video, with nothing installed locally.',
    to: '/docs/ai/bolt',
    linkLabel: 'Use Bolt',
  },
];

const rules = [
  { good: 'Animate with useCurrentFrame(), interpolate() and spring()', bad: 'CSS transitions, keyframes or timers' },
  { good: 'random(seed) from remotion', bad: 'Math.random(), which differs on every frame' },
  { good: 'Place content in time with <Sequence> and <Series>', bad: 'Hiding elements with setTimeout' },
  { good: 'Wait for data with delayRender() or calculateMetadata()', bad: 'Rendering before fetched data arrives' },
];

export default function AiPage() {
  return (
    <Layout title="Remotion and AI" description="Use AI assistants to write Remotion videos with a system prompt and the MCP server, and build products where users create videos by prompting.">
      <Hero
        center
        eyebrow={
          <>
            <Icon name="sparkles" size={16} /> Remotion + AI
          </>
        }
        title={
          <>
            Videos you can <span className="mk-gradient-text">prompt.</span>
          </>
        }
        lead="A Remotion video is React code, and language models write React well. Give your assistant the right context and it writes compositions with you, or build apps where users create videos from a prompt."
        actions={
          <Actions center>
            <ButtonLink to="/docs/ai" icon="arrowRight">
              AI guide
            </ButtonLink>
            <ButtonLink to="/docs/ai/system-prompt" variant="secondary">
              System prompt
            </ButtonLink>
          </Actions>
        }
      />

      <Section eyebrow="Tools" title="Give your assistant Remotion superpowers" lead="Models have seen far more website code than video code. These tools close the gap.">
        <FeatureGrid features={tools} columns={2} />
      </Section>

      <Section surface eyebrow="Write videos with AI" title="Context beats guessing">
        <Split visual={<CodeSample code={MCP_CONFIG} language="json" title="mcp.json" />}>
          <h3>Connect the docs with MCP</h3>
          <p>
            The Model Context Protocol lets an assistant call tools. The Remotion MCP server runs locally through <code>npx</code> and gives the model access to the
            documentation, so props and APIs come from the source, not from memory.
          </p>
          <p>
            Where the file goes depends on your editor; the <Link to="/docs/ai/mcp">MCP guide</Link> lists the common clients.
          </p>
        </Split>
        <Split reverse visual={<CodeSample code={PROMPT_EXAMPLE} language="text" title="A good prompt" />}>
          <h3>Ask for something concrete</h3>
          <p>Dimensions, frame rate, duration and the structure of the scenes make a big difference. Then preview the result in the Studio and paste any error back into the chat.</p>
          <p>
            Always render a test video too: some mistakes only show up during rendering. See <Link to="/docs/troubleshooting/flickering">flickering</Link> for the most common
            one.
          </p>
        </Split>
      </Section>

      <Section eyebrow="The rules" title="What the system prompt teaches" lead="Rendering takes a screenshot of every frame separately. Code has to produce the same picture for the same frame, every time.">
        <div className="ai-rules" role="table" aria-label="Do and avoid">
          <div className="ai-rules__row ai-rules__row--head" role="row">
            <span role="columnheader">Do</span>
            <span role="columnheader">Instead of</span>
          </div>
          {rules.map((rule) => (
            <div className="ai-rules__row" role="row" key={rule.good}>
              <span role="cell" className="ai-rules__good">
                <Icon name="check" size={18} /> {rule.good}
              </span>
              <span role="cell" className="ai-rules__bad">
                <Icon name="x" size={16} /> {rule.bad}
              </span>
            </div>
          ))}
        </div>
      </Section>

      <Section surface eyebrow="Build AI video products" title="From a prompt to a rendered file" lead="Let the model produce data, not arbitrary code: a schema keeps output safe and predictable, and your hand-written composition turns it into visuals.">
        <ol className="ai-flow">
          {[
            { icon: 'chat', title: 'Prompt', text: 'The user describes the video' },
            { icon: 'sparkles', title: 'Model', text: 'Returns JSON matching a Zod schema' },
            { icon: 'play', title: 'Player', text: 'Previews it instantly in the browser' },
            { icon: 'cloud', title: 'Lambda', text: 'Renders the approved version' },
          ].map((step) => (
            <li key={step.title} className="ai-flow__step">
              <span className="ai-flow__icon">
                <Icon name={step.icon} size={22} />
              </span>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
        <p className="ai-flow__more">
          The <Link to="/docs/ai/chatbot">chatbot guide</Link> walks through each piece. The <Link to="/player">Player</Link> and <Link to="/lambda">Lambda</Link> pages explain
          the building blocks.
        </p>
      </Section>

      <Section>
        <div className="ai-ask">
          <Icon name="chat" size={26} />
          <div>
            <h2>Questions about Remotion?</h2>
            <p>
              This website can show an Ask AI assistant that answers from the documentation. Learn how it is set up and embedded on the <Link to="/ai-embed">Ask AI page</Link>.
            </p>
          </div>
        </div>
      </Section>

      <CtaBanner
        title="Start prompting"
        body="Paste the system prompt into your assistant, connect the docs, and describe your first video."
        actions={
          <Actions center>
            <ButtonLink to="/docs/ai" icon="arrowRight">
              Read the AI guide
            </ButtonLink>
            <ButtonLink to="/templates" variant="secondary">
              Pick a template
            </ButtonLink>
          </Actions>
        }
      />
    </Layout>
  );
}
