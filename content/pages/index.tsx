// Home page: what Remotion is, a live demo you can edit, the main features and products, and
// teasers for templates and the showcase.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeSample from '../components/CodeSample';
import Playground from '../components/Playground';
import Icon from '../components/Icon';
import { ShowcaseCard, TemplateCard, type ShowcaseEntry, type TemplateEntry } from '../components/CollectionCards';
import { Actions, ButtonLink, CheckList, CtaBanner, FeatureGrid, Hero, Section, Split, Steps, type Feature } from '../components/Marketing';
import templatesData from '../data/templates.json';
import showcaseData from '../data/showcase.json';
import './home.css';

const templates = templatesData as TemplateEntry[];
const showcase = showcaseData as ShowcaseEntry[];

// Templates a newcomer is most likely to start from, in this order; unknown slugs are skipped.
const FEATURED_TEMPLATES = ['hello-world', 'next', 'tiktok', 'audiogram', 'three', 'code-hike'];

const COMPOSITION_CODE = `import {AbsoluteFill, interpolate, spring} from 'remotion';
import {useCurrentFrame, useVideoConfig} from 'remotion';

export const Title = ({title}: {title: string}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();

  // Fade in over 20 frames, scale in with a spring.
  const opacity = interpolate(frame, [0, 20], [0, 1], {
    extrapolateRight: 'clamp',
  });
  const scale = spring({frame, fps});

  return (
    <AbsoluteFill style={{justifyContent: 'center'}}>
      <h1 style={{opacity, transform: \`scale(\${scale})\`}}>
        {title}
      </h1>
    </AbsoluteFill>
  );
};
`;

const ROOT_CODE = `<Composition
  id="Title"
  component={Title}
  durationInFrames={150}
  fps={30}
  width={1920}
  height={1080}
  defaultProps={{title: 'Hello world'}}
/>`;

const features: Feature[] = [
  {
    icon: 'react',
    title: 'Everything React can do',
    body: 'Components, hooks, state and the npm ecosystem. Style with CSS or Tailwind, draw with SVG, Canvas or WebGL, and reuse the UI code you already have.',
    to: '/docs/the-fundamentals',
    linkLabel: 'The fundamentals',
  },
  {
    icon: 'frame',
    title: 'Frame-accurate by design',
    body: 'Each frame is your component rendered at a given frame number. No timers, no guessing: what you see in the preview is exactly what ends up in the file.',
    to: '/docs/animating-properties',
    linkLabel: 'Animating properties',
  },
  {
    icon: 'data',
    title: 'Driven by data',
    body: 'Pass props to a video like to any component. Fetch from an API, validate with a Zod schema and produce one video per user, product or day.',
    to: '/docs/parameterized-rendering',
    linkLabel: 'Parameterized rendering',
  },
  {
    icon: 'studio',
    title: 'Remotion Studio',
    body: 'Preview every composition in the browser, scrub the timeline, edit props visually and render from a button, with fast refresh as you type.',
    to: '/docs/studio',
    linkLabel: 'Explore the Studio',
  },
  {
    icon: 'server',
    title: 'Render anywhere',
    body: 'Use the CLI on your machine, the Node.js APIs on a server, or scale out on AWS Lambda and Google Cloud Run. Output MP4, WebM, GIF, audio or still images.',
    to: '/docs/render',
    linkLabel: 'Ways to render',
  },
  {
    icon: 'layers',
    title: 'Building blocks included',
    body: 'Official packages for transitions, captions, shapes, SVG paths, Lottie, Three.js, Skia, Google Fonts and more, so you write the video, not the plumbing.',
    to: '/docs/resources',
    linkLabel: 'Browse resources',
  },
];

const products: Feature[] = [
  { icon: 'play', title: 'Player', body: 'Embed a composition in any React app and let users customize it live, without rendering a file first.', to: '/player', linkLabel: 'Discover the Player' },
  { icon: 'cloud', title: 'Lambda', body: 'Render in the cloud by splitting every video across many AWS Lambda functions running at the same time.', to: '/lambda', linkLabel: 'Discover Lambda' },
  { icon: 'scissors', title: 'Editor Starter', body: 'A complete, customizable video editor built with Remotion, to give your product a head start.', to: '/docs/editor-starter', linkLabel: 'About the Editor Starter' },
  { icon: 'data', title: 'Media Parser', body: 'Read metadata and samples from video files in the browser, Node.js and Bun, with no native dependencies.', to: '/docs/media-parser', linkLabel: 'Media Parser docs' },
  { icon: 'bolt', title: 'WebCodecs', body: 'Convert, re-encode and process video directly in the browser, building on the WebCodecs API.', to: '/docs/webcodecs', linkLabel: 'WebCodecs docs' },
  { icon: 'mic', title: 'Recorder', body: 'A recording and editing setup for creators, made with Remotion: capture, caption and export your videos.', to: '/docs/recorder', linkLabel: 'About the Recorder' },
];

export default function Home() {
  const featured = FEATURED_TEMPLATES.map((slug) => templates.find((t) => t.slug === slug)).filter((t): t is TemplateEntry => !!t);
  const latestShowcase = [...showcase].sort((a, b) => b.year - a.year).slice(0, 3);

  return (
    <Layout title="Make videos programmatically" description="Remotion lets you create real MP4 videos with React. Write components, preview them in the browser, and render them on your machine, a server or in the cloud.">
      <Hero
        eyebrow={
          <>
            <Icon name="sparkles" size={16} /> Videos as React code
          </>
        }
        title={
          <>
            Make videos <span className="mk-gradient-text">programmatically.</span>
          </>
        }
        lead="Remotion turns React components into real video files. Use code, data and APIs to create videos that would take hours to edit by hand, and render them as often as you like."
        actions={
          <Actions>
            <ButtonLink to="/docs/" icon="arrowRight">
              Get started
            </ButtonLink>
            <ButtonLink to="/templates" variant="secondary">
              Browse templates
            </ButtonLink>
          </Actions>
        }
        aside={<Playground />}
      >
        <div className="home-hero__install">
          <CodeSample code="npx create-video@latest" language="bash" compact />
        </div>
        <CheckList items={['Free for individuals and small teams', 'Source on GitHub', 'TypeScript first']} />
      </Hero>

      <Section eyebrow="How it works" title="A video is a React component" lead="Remotion gives your component the current frame number. Everything else is regular React: derive styles from the frame and the video animates.">
        <Split
          visual={
            <div className="home-code-stack">
              <CodeSample code={COMPOSITION_CODE} title="src/Title.tsx" />
              <CodeSample code={ROOT_CODE} title="src/Root.tsx" />
            </div>
          }
        >
          <h3>Write it like a website. Render it like a video.</h3>
          <p>
            <code>useCurrentFrame()</code> tells your component where it is in time. Helpers like <code>interpolate()</code> and <code>spring()</code> turn that number into
            positions, opacities and colors. A <code>&lt;Composition&gt;</code> gives the component a size, a frame rate and a duration.
          </p>
          <p>Then render it: Remotion opens every frame in a headless browser, takes a screenshot and encodes the frames into a video with FFmpeg.</p>
          <CodeSample code="npx remotion render Title out/title.mp4" language="bash" compact />
          <p className="home-muted-small">
            New to it? Follow <Link to="/docs/first-video">your first video</Link> or read <Link to="/docs/the-fundamentals">the fundamentals</Link>.
          </p>
        </Split>
      </Section>

      <Section surface eyebrow="Why Remotion" title="The power of code, for video" lead="Things that are tedious in a timeline editor become a loop, a prop or an npm install." center>
        <FeatureGrid features={features} />
      </Section>

      <Section eyebrow="From idea to file" title="Three steps to your first video" center>
        <Steps
          steps={[
            { title: 'Create a project', body: <p>Run <code>npx create-video@latest</code> and pick a template: a blank canvas, a Next.js app, captions, 3D and more.</p> },
            { title: 'Preview in the Studio', body: <p>Start the Studio, edit your components and watch the preview update instantly. Tweak props without touching code.</p> },
            { title: 'Render anywhere', body: <p>Render from the Studio or the CLI, call the server-side APIs, or run thousands of renders in the cloud with Lambda.</p> },
          ]}
        />
      </Section>

      <Section surface eyebrow="Products" title="More than a renderer" lead="Packages and products that take you from a single video to a full video application.">
        <FeatureGrid features={products} />
      </Section>

      <Section eyebrow="Templates" title="Start from a working project" lead={`${templates.length} official and community templates, each one command away.`}>
        <div className="cc-grid home-teaser">
          {featured.map((entry) => (
            <TemplateCard key={entry.slug} entry={entry} />
          ))}
        </div>
        <div className="home-more">
          <Link to="/templates" className="mk-textlink">
            See all {templates.length} templates <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </Section>

      <Section surface eyebrow="Showcase" title="Made with Remotion" lead="Personalized recaps, social clips, product videos and whole video apps: a few examples of what developers build.">
        <div className="cc-grid home-teaser">
          {latestShowcase.map((entry) => (
            <ShowcaseCard key={entry.slug} entry={entry} />
          ))}
        </div>
        <div className="home-more">
          <Link to="/showcase" className="mk-textlink">
            Explore the showcase <Icon name="arrowRight" size={16} />
          </Link>
          <Link to="/success-stories" className="mk-textlink">
            Read success stories <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </Section>

      <Section>
        <div className="home-ai">
          <div className="home-ai__icon">
            <Icon name="sparkles" size={28} />
          </div>
          <div className="home-ai__text">
            <h2 className="home-ai__title">Prompt your way to a video</h2>
            <p>Since Remotion videos are code, AI assistants can write them. Give your assistant a system prompt and the docs via MCP, or build a product where users create videos by chatting.</p>
          </div>
          <ButtonLink to="/ai" variant="secondary" icon="arrowRight">
            Remotion and AI
          </ButtonLink>
        </div>
      </Section>

      <CtaBanner
        title="Start making videos today"
        body={
          <>
            Free for individuals, non-profits and small companies. Larger companies need a <Link to="/docs/license">company license</Link>.
          </>
        }
        actions={
          <Actions center>
            <ButtonLink to="/docs/" icon="arrowRight">
              Read the docs
            </ButtonLink>
            <ButtonLink to="https://remotion.dev/discord" variant="secondary">
              Join the Discord
            </ButtonLink>
          </Actions>
        }
      />
    </Layout>
  );
}
