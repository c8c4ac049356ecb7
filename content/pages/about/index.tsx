// /about/: who makes Remotion, how the project is funded and how it got here, with milestones
// that link to the blog posts announcing them.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Icon from '../../components/Icon';
import { Actions, ButtonLink, CtaBanner, FeatureGrid, Hero, Section, type Feature } from '../../components/Marketing';
import './styles.css';

const milestones: Array<{ date: string; title: string; body: string; to: string }> = [
  { date: 'February 2021', title: 'Remotion is released', body: 'The first public version: write a React component, get a real MP4 file.', to: '/blog/introducing-remotion' },
  { date: 'March 2021', title: 'Company licenses', body: 'Company license pricing goes public: Remotion stays free for individuals and small teams, and larger companies fund its development.', to: '/blog/company-licenses' },
  { date: 'April 2021', title: 'Remotion 2.0', body: 'Audio support arrives, along with audio visualization and audio-only export.', to: '/blog/2-0' },
  { date: 'April 2022', title: 'Remotion 3.0 and Lambda', body: 'Distributed rendering on AWS Lambda makes fast, on-demand rendering practical.', to: '/blog/3-0' },
  { date: 'November 2022', title: 'First funding round', body: 'A small seed round, backed by people and companies who use Remotion themselves.', to: '/blog/seed-funding' },
  { date: 'July 2023', title: 'Remotion 4.0', body: 'The preview becomes the Remotion Studio, with visual prop editing and a render button, and FFmpeg now ships with Remotion.', to: '/blog/4-0' },
  { date: 'March 2024', title: 'Deployable Studio', body: 'The Studio can be deployed as a website, shared with anyone and used as the source for renders.', to: '/blog/deployable-studio' },
  { date: 'May 2025', title: 'Media Parser', body: 'A library for reading metadata and samples from video and audio files, in the browser and on the server.', to: '/blog/media-parser' },
];

const values: Feature[] = [
  {
    icon: 'github',
    title: 'In the open',
    body: 'The source code, the issues and most conversations are public. Decisions are easier to follow and answers are there for everyone.',
  },
  {
    icon: 'heart',
    title: 'Sustainable',
    body: 'Remotion is free for individuals and small teams. Larger companies pay for a license, which lets the team work on it full-time for the long run.',
    to: '/docs/license',
    linkLabel: 'How licensing works',
  },
  {
    icon: 'book',
    title: 'Developer first',
    body: 'Clear documentation, precise error messages and careful upgrades matter as much as new features. Your video should still render next year.',
  },
  {
    icon: 'puzzle',
    title: 'Built on the web',
    body: 'Remotion builds on React, the browser and FFmpeg instead of reinventing them, so what you know about the web carries over.',
    to: '/docs/acknowledgements',
    linkLabel: 'Acknowledgements',
  },
];

export default function AboutPage() {
  return (
    <Layout title="About us" description="Remotion is made by Remotion AG, a small, independent company in Zurich, Switzerland, funded by company licenses.">
      <Hero
        small
        center
        eyebrow="About us"
        title={
          <>
            We make video <span className="mk-gradient-text">programmable.</span>
          </>
        }
        lead="Remotion started from a simple idea: if a video is just a sequence of images, React can draw every one of them. Today it powers personalized videos, social media automation and complete video apps."
      />

      <Section>
        <div className="about-page__intro">
          <div className="about-page__story">
            <h2>The company</h2>
            <p>
              Remotion is developed by <strong>Remotion AG</strong>, a small, independent company based in Zurich, Switzerland. The team works on the core packages, the
              renderer, Lambda, the Player and the products built on top of them, together with contributors from all over the world.
            </p>
            <p>
              The business is funded primarily by company licenses and by paid products such as the <Link to="/docs/editor-starter">Editor Starter</Link>. Individuals,
              non-profits and small companies use Remotion for free. That model keeps the focus on the people building with Remotion rather than on growth at any price.
            </p>
            <p>
              Interested in the business side? There is a page with <Link to="/docs/investors">information for investors</Link>.
            </p>
          </div>
          <dl className="about-page__facts">
            <div>
              <dt>Company</dt>
              <dd>Remotion AG</dd>
            </div>
            <div>
              <dt>Based in</dt>
              <dd>Zurich, Switzerland</dd>
            </div>
            <div>
              <dt>First release</dt>
              <dd>February 2021</dd>
            </div>
            <div>
              <dt>Source code</dt>
              <dd>
                <a href="https://github.com/remotion-dev/remotion">github.com/remotion-dev/remotion</a>
              </dd>
            </div>
          </dl>
        </div>
      </Section>

      <Section surface eyebrow="How we work" title="What we care about">
        <FeatureGrid features={values} columns={2} />
      </Section>

      <Section eyebrow="Milestones" title="How we got here">
        <ol className="about-page__timeline">
          {milestones.map((m) => (
            <li key={m.to} className="about-page__milestone">
              <span className="about-page__dot" aria-hidden="true" />
              <time className="about-page__date">{m.date}</time>
              <h3 className="about-page__milestone-title">
                <Link to={m.to}>{m.title}</Link>
              </h3>
              <p>{m.body}</p>
            </li>
          ))}
        </ol>
        <p className="about-page__more">
          <Link to="/blog" className="mk-textlink">
            All news on the blog <Icon name="arrowRight" size={16} />
          </Link>
        </p>
      </Section>

      <CtaBanner
        title="Say hello"
        body="Questions, partnerships or just curious? Here is how to reach us."
        actions={
          <Actions center>
            <ButtonLink to="/contact" icon="arrowRight">
              Contact us
            </ButtonLink>
            <ButtonLink to="/docs/brand" variant="secondary">
              Brand guidelines
            </ButtonLink>
          </Actions>
        }
      />
    </Layout>
  );
}
