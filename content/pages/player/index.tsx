// /player/: the product page of @remotion/player, with the real Player running live.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeSample from '../../components/CodeSample';
import LivePlayer from '../../components/LivePlayer';
import Icon from '../../components/Icon';
import { Actions, ButtonLink, CheckList, CtaBanner, FeatureGrid, Hero, Section, Split, Steps, type Feature } from '../../components/Marketing';
import './styles.css';

const EMBED_CODE = `import {Player} from '@remotion/player';
import {MyVideo} from './remotion/MyVideo';

export const Preview = ({name}: {name: string}) => {
  return (
    <Player
      component={MyVideo}
      inputProps={{name}}
      durationInFrames={150}
      fps={30}
      compositionWidth={1920}
      compositionHeight={1080}
      style={{width: '100%'}}
      controls
    />
  );
};
`;

const REF_CODE = `import {useEffect, useRef, useState} from 'react';
import {Player, type PlayerRef} from '@remotion/player';

const playerRef = useRef<PlayerRef>(null);
const [frame, setFrame] = useState(0);

useEffect(() => {
  const player = playerRef.current;
  if (!player) return;

  const onFrame = (e) => setFrame(e.detail.frame);
  player.addEventListener('frameupdate', onFrame);
  return () => {
    player.removeEventListener('frameupdate', onFrame);
  };
}, []);

// Anywhere in your UI:
playerRef.current?.seekTo(90);
playerRef.current?.play();
`;

const features: Feature[] = [
  {
    icon: 'bolt',
    title: 'Props update instantly',
    body: 'The Player renders your component live. Change the inputs and the next frame already shows the result: no render, no upload, no waiting.',
  },
  {
    icon: 'code',
    title: 'Full control from code',
    body: (
      <p>
        Play, pause, seek, mute and go fullscreen through a ref, and listen to events like <code>play</code>, <code>seeked</code> or <code>frameupdate</code> to sync your UI.
      </p>
    ),
  },
  {
    icon: 'play',
    title: 'Controls included, or your own',
    body: 'Turn on the built-in play button, seek bar, volume and fullscreen controls, restyle them, or hide them and build an interface that fits your product.',
  },
  {
    icon: 'frame',
    title: 'Sharp at every size',
    body: 'The composition scales to fit its container and stays crisp, because it is rendered by the browser rather than decoded from pixels.',
    to: '/docs/player/scaling',
    linkLabel: 'Scaling',
  },
  {
    icon: 'layers',
    title: 'One component, two outputs',
    body: 'Preview in the Player, then render the very same component to MP4 on a server or with Lambda. What users approve is what they get.',
    to: '/lambda',
    linkLabel: 'Render with Lambda',
  },
  {
    icon: 'react',
    title: 'Fits any React app',
    body: 'Next.js, Vite, React Router or a plain React setup: the Player is a regular component installed from npm, with no server component required.',
    to: '/docs/player/installation',
    linkLabel: 'Installation',
  },
];

const useCases: Feature[] = [
  { icon: 'sparkles', title: 'Previews before rendering', body: 'Let users customize a video in your app, see it instantly, and render only the version they approve.' },
  { icon: 'scissors', title: 'Video editors', body: 'Build timeline-based editors where the Player is the canvas. The Editor Starter and Timeline give you a head start.', to: '/docs/editor-starter', linkLabel: 'Editor Starter' },
  { icon: 'data', title: 'Interactive and data-driven', body: 'Charts, dashboards and configurators that animate like a video but respond to live data and user input.' },
  { icon: 'globe', title: 'Animations on your website', body: 'Ship a component instead of a video file: it stays sharp at any resolution and can adapt to its content.' },
];

export default function PlayerPage() {
  return (
    <Layout title="Remotion Player" description="Embed Remotion videos in any React app. The Player renders your composition live, so props update instantly, and you control it from code.">
      <Hero
        eyebrow={
          <>
            <Icon name="play" size={16} /> @remotion/player
          </>
        }
        title={
          <>
            Videos that <span className="mk-gradient-text">react</span> to your app.
          </>
        }
        lead="The Remotion Player is a React component that plays your compositions right in the browser. Change props and the video changes with them, without rendering a file."
        actions={
          <Actions>
            <ButtonLink to="/docs/player" icon="arrowRight">
              Player docs
            </ButtonLink>
            <ButtonLink to="/docs/player/examples" variant="secondary">
              See examples
            </ButtonLink>
          </Actions>
        }
        aside={
          <div className="player-page__demo">
            <LivePlayer showApi title="Hello from the Player" />
            <p className="player-page__demo-note">
              This is the real <code>&lt;Player&gt;</code>, running live. Click the video, drag the seek bar, or drive it with the buttons: they call the same ref methods you would.
            </p>
          </div>
        }
      >
        <CheckList items={['Built-in controls', 'Ref API and events', 'Responsive scaling']} />
      </Hero>

      <Section eyebrow="Embed it" title="A few lines of JSX" lead="Give the Player a component, its dimensions and duration, and the props to render it with. The rest is up to your app.">
        <Split visual={<CodeSample code={EMBED_CODE} title="src/Preview.tsx" />}>
          <h3>Pass props, get a video</h3>
          <p>
            <code>component</code> is any Remotion composition. <code>inputProps</code> are handed to it on every frame, so you can connect them to a form, a database
            record or the output of an AI model.
          </p>
          <p>
            Need a poster image or a single frame, for example in a list of videos? The <code>&lt;Thumbnail&gt;</code> component from the same package shows one frame
            without playback. See <Link to="/docs/player/thumbnail">thumbnails</Link>.
          </p>
        </Split>
        <Split reverse visual={<CodeSample code={REF_CODE} title="Controlling the Player" />}>
          <h3>Drive it from your UI</h3>
          <p>
            Attach a ref to call <code>play()</code>, <code>pause()</code>, <code>seekTo()</code> and more, and subscribe to events to keep your own controls, a timeline or
            analytics in sync with playback.
          </p>
          <p>
            The buttons next to the demo at the top of this page work exactly like that. For smooth playback, read the <Link to="/docs/player/best-practices">best practices</Link>.
          </p>
        </Split>
      </Section>

      <Section surface eyebrow="Features" title="Everything a video player needs" center>
        <FeatureGrid features={features} />
      </Section>

      <Section eyebrow="Use cases" title="What teams build with it">
        <FeatureGrid features={useCases} columns={2} />
      </Section>

      <Section surface eyebrow="Get started" title="Up and running in minutes" center>
        <Steps
          steps={[
            { title: 'Install', body: <CodeSample code="npm i remotion @remotion/player" language="bash" compact /> },
            { title: 'Write a composition', body: <p>Any component that uses <code>useCurrentFrame()</code> is a video. Start from scratch or from a template.</p> },
            { title: 'Embed it', body: <p>Render <code>&lt;Player&gt;</code> with your component and props. Add controls, autoplay or loop as you like.</p> },
          ]}
        />
        <p className="player-page__versions">
          Keep <code>remotion</code> and <code>@remotion/player</code> on exactly the same version: mixing versions breaks the shared React context.
        </p>
      </Section>

      <CtaBanner
        title="Put a video into your product"
        body="Read the guide, copy an example, and ship a live preview today."
        actions={
          <Actions center>
            <ButtonLink to="/docs/player" icon="arrowRight">
              Read the Player docs
            </ButtonLink>
            <ButtonLink to="/templates/next" variant="secondary">
              Next.js template
            </ButtonLink>
          </Actions>
        }
      />
    </Layout>
  );
}
