// /experts/<slug>: one expert's profile: bio, services, links and how long they have been listed.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { Avatar } from '../../components/Artwork';
import { sinceLabel, type ExpertEntry } from '../../components/CollectionCards';
import { Container, Pill } from '../../components/Marketing';
import Icon, { type IconName } from '../../components/Icon';
import './styles.css';

export interface ExpertPageProps {
  item: { basePath: string; item: ExpertEntry };
}

export interface ProfileLink {
  kind: 'website' | 'github' | 'x' | 'linkedin' | 'email';
  label: string;
  href: string;
  icon: IconName;
}

// Handles in the data file become full URLs; values that already are URLs are kept.
const PROFILE_URL: Record<Exclude<ProfileLink['kind'], 'website' | 'email'>, string> = {
  github: 'https://github.com/',
  x: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/in/',
};

export function profileLinks(expert: ExpertEntry): ProfileLink[] {
  const links: ProfileLink[] = [];
  const full = (value: string, prefix: string) => (/^https?:\/\//.test(value) ? value : prefix + value.replace(/^@/, ''));
  if (expert.website) links.push({ kind: 'website', label: expert.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''), href: full(expert.website, 'https://'), icon: 'globe' });
  if (expert.github) links.push({ kind: 'github', label: `GitHub · ${expert.github}`, href: full(expert.github, PROFILE_URL.github), icon: 'github' });
  if (expert.x) links.push({ kind: 'x', label: `X · @${expert.x.replace(/^@/, '')}`, href: full(expert.x, PROFILE_URL.x), icon: 'x' });
  if (expert.linkedin) links.push({ kind: 'linkedin', label: 'LinkedIn', href: full(expert.linkedin, PROFILE_URL.linkedin), icon: 'linkedin' });
  if (expert.email) links.push({ kind: 'email', label: expert.email, href: `mailto:${expert.email}`, icon: 'mail' });
  return links;
}

export default function ExpertPage({ item }: ExpertPageProps) {
  const expert = item.item;
  const base = item.basePath.replace(/\/+$/, '');
  const links = profileLinks(expert);
  const firstName = expert.name.split(/\s+/)[0];
  const primary = links.find((l) => l.kind === 'website') ?? links.find((l) => l.kind === 'email') ?? links[0];

  return (
    <Layout title={`${expert.name} · Remotion Expert`} description={expert.bio.slice(0, 160)}>
      <div className="expert-page__band" aria-hidden="true" />
      <Container className="expert-page" narrow>
        <Link to={`${base}/`} className="expert-page__back">
          ← All experts
        </Link>
        <header className="expert-page__header">
          <Avatar name={expert.name} size={104} className="expert-page__avatar" />
          <div className="expert-page__who">
            <h1 className="expert-page__name">{expert.name}</h1>
            <p className="expert-page__facts">
              {expert.location && (
                <span>
                  <Icon name="pin" size={16} /> {expert.location}
                </span>
              )}
              <span>
                <Icon name="calendar" size={16} /> Expert since <time dateTime={expert.since}>{sinceLabel(expert.since)}</time>
              </span>
            </p>
          </div>
          {primary && (
            <a className="mk-button mk-button--primary expert-page__contact" href={primary.href} target={primary.kind === 'email' ? undefined : '_blank'} rel="noopener noreferrer">
              Contact {firstName} <Icon name={primary.kind === 'email' ? 'mail' : 'external'} size={17} />
            </a>
          )}
        </header>

        <div className="expert-page__grid">
          <div className="expert-page__main">
            <section>
              <h2>About</h2>
              <p className="expert-page__bio">{expert.bio}</p>
            </section>
            {expert.services && expert.services.length > 0 && (
              <section>
                <h2>Services</h2>
                <ul className="expert-page__services">
                  {expert.services.map((service) => (
                    <li key={service}>
                      <Icon name="check" size={18} />
                      {service}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <aside className="expert-page__side">
            <h2 className="expert-page__side-title">Links</h2>
            {links.length > 0 ? (
              <ul className="expert-page__links">
                {links.map((link) => (
                  <li key={link.kind}>
                    <a href={link.href} target={link.kind === 'email' ? undefined : '_blank'} rel="noopener noreferrer">
                      <Icon name={link.icon} size={18} />
                      <span>{link.label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="expert-page__muted">No public links yet.</p>
            )}
            <div className="expert-page__since">
              <Pill>Listed since {sinceLabel(expert.since)}</Pill>
            </div>
          </aside>
        </div>

        <p className="expert-page__disclaimer">
          {firstName} works independently. Any agreement is between you and {firstName}; Remotion is not involved in the work. Looking for someone else? <Link to={`${base}/`}>Browse all experts</Link>.
        </p>
      </Container>
    </Layout>
  );
}
