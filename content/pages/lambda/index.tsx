// /lambda/: the product page of Remotion Lambda, the serverless, distributed renderer.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeSample from '../../components/CodeSample';
import LambdaDiagram from '../../components/LambdaDiagram';
import Icon from '../../components/Icon';
import { Actions, ButtonLink, CheckList, CtaBanner, FeatureGrid, Hero, Section, Split, Steps, type Feature } from '../../components/Marketing';
import './styles.css';

const RENDER_CODE = `import {
  renderMediaOnLambda,
  getRenderProgress,
} from '@remotion/lambda/client';

const region = 'eu-central-1';

const {renderId, bucketName} = await renderMediaOnLambda({
  region,
  functionName,
  serveUrl,
  composition: 'WeeklyRecap',
  inputProps: {userId: 'u_4821'},
  codec: 'h264',
});

// Poll for progress, or pass a webhook instead.
const progress = await getRenderProgress({
  renderId,
  bucketName,
  functionName,
  region,
});

if (progress.done) {
  console.log(progress.outputFile);
}
`;

const CLI_CODE = `# Once per region and Remotion version
npx remotion lambda functions deploy

# Whenever your video code changes
npx remotion lambda sites create src/index.ts \\
  --site-name=my-video

# Render a composition of that site
npx remotion lambda render my-video WeeklyRecap`;

const speed: Feature[] = [
  {
    icon: 'layers',
    title: 'Many functions at once',
    body: 'A video is split into chunks of frames and every chunk gets its own function. A long video does not have to take proportionally longer.',
  },
  {
    icon: 'gauge',
    title: 'Tunable concurrency',
    body: 'Choose how many frames each function renders to balance speed against cost and your AWS concurrency limit.',
    to: '/docs/lambda/concurrency',
    linkLabel: 'Concurrency',
  },
  {
    icon: 'bolt',
    title: 'A lean final step',
    body: 'Chunks are joined without re-encoding the video, and audio chunks are concatenated seamlessly too, so the last step stays short.',
    to: '/blog/faster-lambda',
    linkLabel: 'How Lambda got faster',
  },
];

const cost: Feature[] = [
  {
    icon: 'coins',
    title: 'Pay per render',
    body: 'Lambda bills for the compute time your renders use. When nobody renders, there is no server running and nothing to pay for compute.',
  },
  {
    icon: 'shield',
    title: 'Your AWS account',
    body: 'Functions, the bucket and every video live in your own account. AWS bills you directly; Remotion adds no markup on AWS usage.',
    to: '/docs/lambda/permissions',
    linkLabel: 'Permissions',
  },
  {
    icon: 'data',
    title: 'Cost per render, reported',
    body: (
      <p>
        Every render reports an estimate of what it cost, and <code>estimatePrice()</code> helps you model costs before you launch.
      </p>
    ),
    to: '/docs/lambda/cost',
    linkLabel: 'Understand the cost',
  },
];

export default function LambdaPage() {
  return (
    <Layout title="Remotion Lambda" description="Render Remotion videos on AWS Lambda: each video is split into chunks rendered in parallel, in your own AWS account, and you pay only for what you render.">
      <Hero
        eyebrow={
          <>
            <Icon name="cloud" size={16} /> @remotion/lambda
          </>
        }
        title={
          <>
            Render videos at scale, <span className="mk-gradient-text">serverless.</span>
          </>
        }
        lead="Remotion Lambda splits every render across many AWS Lambda functions that work at the same time, then joins the parts into one file in your S3 bucket. No render servers to run, scale or pay for while idle."
        actions={
          <Actions>
            <ButtonLink to="/docs/lambda/setup" icon="arrowRight">
              Set up Lambda
            </ButtonLink>
            <ButtonLink to="/docs/lambda" variant="secondary">
              Read the docs
            </ButtonLink>
          </Actions>
        }
        aside={<LambdaDiagram />}
      >
        <CheckList items={['Runs in your AWS account', 'Videos, audio and stills', 'Progress, webhooks and cost per render']} />
      </Hero>

      <Section eyebrow="How it works" title="From one call to a finished video" lead="You deploy once and then start renders from your backend, a serverless function or the command line.">
        <Steps
          steps={[
            { title: 'Deploy a function', body: <p>One command puts a function with a headless browser, FFmpeg and the renderer into your AWS account.</p> },
            { title: 'Upload your video code', body: <p>Your Remotion project is bundled and stored in S3. Its URL, the serve URL, is what the functions render.</p> },
            { title: 'Start renders', body: <p>Call the API with a composition and its props. The main function splits the work and renderers handle the chunks in parallel.</p> },
            { title: 'Get the file', body: <p>The parts are joined into one video in your bucket. Poll the progress or receive a webhook when it is done.</p> },
          ]}
        />
        <div className="lambda-page__code">
          <Split visual={<CodeSample code={RENDER_CODE} title="server/render.ts" />}>
            <h3>Trigger renders from your backend</h3>
            <p>
              Import from <code>@remotion/lambda/client</code> to keep your serverless bundle small. Pass any JSON-serializable props: a user ID, a script written by an AI
              model, a list of products.
            </p>
            <p>
              Prefer not to poll? Give the render a <Link to="/docs/lambda/webhooks">webhook</Link> and get a request when it finishes or fails.
            </p>
          </Split>
          <Split reverse visual={<CodeSample code={CLI_CODE} language="bash" title="Terminal" />}>
            <h3>Or drive it from the CLI</h3>
            <p>The same steps are available as commands, handy for trying it out, for scripts and for CI pipelines that render a batch of videos.</p>
            <p>
              Follow the <Link to="/docs/lambda/setup">setup guide</Link> for the AWS user and permissions the first time.
            </p>
          </Split>
        </div>
      </Section>

      <Section surface eyebrow="Speed" title="Fast, because the work is shared" lead="Rendering frame by frame on one machine is slow for long videos. Lambda turns it into many small jobs that run side by side.">
        <FeatureGrid features={speed} />
      </Section>

      <Section eyebrow="Cost" title="Pay for renders, not for servers" lead="Costs depend on the length and complexity of your videos, the memory you assign and the region. You only pay AWS for the resources that renders actually use.">
        <FeatureGrid features={cost} />
        <div className="mk-note lambda-page__license">
          <Icon name="book" size={20} />
          <p>
            Lambda is part of Remotion and covered by the same license: free for individuals and small companies, while larger companies need a{' '}
            <Link to="/docs/license">company license</Link>. AWS costs are separate and billed by AWS.
          </p>
        </div>
      </Section>

      <Section surface eyebrow="Good to know" title="Is Lambda the right fit?">
        <div className="lambda-page__fit">
          <div className="mk-card">
            <h3>
              <Icon name="check" size={20} /> Great for
            </h3>
            <ul>
              <li>Rendering on demand, such as one personalized video per user</li>
              <li>Traffic that comes in bursts</li>
              <li>Short to medium-length videos and still images</li>
              <li>Teams that do not want to operate render servers</li>
            </ul>
          </div>
          <div className="mk-card">
            <h3>
              <Icon name="server" size={20} /> Consider alternatives for
            </h3>
            <ul>
              <li>
                Very long videos, see the <Link to="/docs/lambda/limits">limits</Link>
              </li>
              <li>Renders that need a GPU</li>
              <li>
                Projects that cannot use AWS: try <Link to="/docs/cloudrun">Cloud Run</Link> or <Link to="/docs/ssr">rendering on your own server</Link>
              </li>
            </ul>
          </div>
        </div>
      </Section>

      <CtaBanner
        title="Render your first video in the cloud"
        body="The setup guide takes you from an empty AWS account to a finished render."
        actions={
          <Actions center>
            <ButtonLink to="/docs/lambda/setup" icon="arrowRight">
              Start the setup
            </ButtonLink>
            <ButtonLink to="/docs/lambda/checklist" variant="secondary">
              Production checklist
            </ButtonLink>
          </Actions>
        }
      />
    </Layout>
  );
}
