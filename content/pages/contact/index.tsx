// /contact/: where to reach the Remotion team for each kind of request. No form on purpose:
// most questions get a faster and more useful answer in public channels.
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Icon, { type IconName } from '../../components/Icon';
import { Container, Hero, Section } from '../../components/Marketing';
import './styles.css';

const EMAIL = 'hi@remotion.dev';

interface Channel {
  icon: IconName;
  title: string;
  body: ReactNode;
  links: Array<{ label: string; to: string }>;
}

const channels: Channel[] = [
  {
    icon: 'chat',
    title: 'Questions and help',
    body: 'Stuck on a render, an API or an error? The community and the team answer on Discord, and your question helps the next person with the same problem.',
    links: [
      { label: 'Join the Discord', to: 'https://remotion.dev/discord' },
      { label: 'How to get support', to: '/docs/support' },
    ],
  },
  {
    icon: 'github',
    title: 'Bugs and feature requests',
    body: 'Found something broken or missing? Open an issue with a minimal reproduction. That is the fastest path to a fix.',
    links: [
      { label: 'Open an issue', to: 'https://github.com/remotion-dev/remotion/issues' },
      { label: 'Contributing', to: '/docs/contributing' },
    ],
  },
  {
    icon: 'coins',
    title: 'Licensing and purchases',
    body: 'Questions about company licenses, invoices or the store? Start with the licensing overview, then write to us if something is unclear.',
    links: [
      { label: 'Licensing', to: '/docs/license' },
      { label: 'License and pricing', to: 'https://www.remotion.pro/license' },
      { label: 'Email us', to: `mailto:${EMAIL}` },
    ],
  },
  {
    icon: 'users',
    title: 'Hire someone',
    body: 'Want a developer or studio to build your video project? The experts directory lists freelancers and agencies who work with Remotion.',
    links: [{ label: 'Find an expert', to: '/experts' }],
  },
  {
    icon: 'mail',
    title: 'Partnerships and press',
    body: 'For partnerships, interviews and anything that does not fit a public channel, email is best.',
    links: [
      { label: EMAIL, to: `mailto:${EMAIL}` },
      { label: 'Brand assets', to: '/docs/brand' },
    ],
  },
  {
    icon: 'shield',
    title: 'Security issues',
    body: 'Please do not post vulnerabilities in public issues. Send a private report by email so it can be fixed before it is disclosed.',
    links: [{ label: 'Report privately', to: `mailto:${EMAIL}?subject=Security%20report` }],
  },
];

function ChannelLink({ label, to }: { label: string; to: string }) {
  // Link handles internal and external targets alike; mailto gets a plain anchor.
  if (to.startsWith('mailto:')) {
    return (
      <a href={to} className="mk-textlink">
        {label} <Icon name="mail" size={15} />
      </a>
    );
  }
  const external = /^https?:/.test(to);
  return (
    <Link to={to} className="mk-textlink">
      {label} <Icon name={external ? 'external' : 'arrowRight'} size={15} />
    </Link>
  );
}

export default function ContactPage() {
  return (
    <Layout title="Contact" description="How to reach the Remotion team and community: Discord, GitHub, email for licensing and partnerships, and the experts directory.">
      <Hero
        small
        center
        eyebrow="Contact"
        title="Get in touch"
        lead="Remotion is made by a small team. Pick the channel that fits your request and you will get the quickest, most useful answer."
      />
      <Container className="contact-page">
        <div className="contact-page__grid">
          {channels.map((channel) => (
            <article key={channel.title} className="mk-card contact-page__card">
              <span className="mk-feature__icon">
                <Icon name={channel.icon} />
              </span>
              <h2 className="contact-page__title">{channel.title}</h2>
              <p className="contact-page__body">{channel.body}</p>
              <ul className="contact-page__links">
                {channel.links.map((link) => (
                  <li key={link.label}>
                    <ChannelLink {...link} />
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Container>
      <Section>
        <div className="contact-page__why">
          <div>
            <h2>Why there is no contact form</h2>
            <p>
              Questions asked in public are answered by more people, usually faster, and the answers stay searchable for everyone after you. Private messages reach one person,
              once. More on that in <Link to="/docs/ask-in-public">why we ask you to ask in public</Link>.
            </p>
          </div>
          <div className="contact-page__company">
            <h3>Remotion AG</h3>
            <p>Zurich, Switzerland</p>
            <ul>
              <li>
                <a href="https://github.com/remotion-dev/remotion">GitHub</a>
              </li>
              <li>
                <a href="https://x.com/remotion">X</a>
              </li>
              <li>
                <a href="https://remotion.dev/discord">Discord</a>
              </li>
            </ul>
            <p className="contact-page__investors">
              Investor inquiries: see <Link to="/docs/investors">information for investors</Link>.
            </p>
          </div>
        </div>
      </Section>
    </Layout>
  );
}
