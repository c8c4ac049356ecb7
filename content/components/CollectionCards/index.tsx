// Cards for the data collections (templates, showcase, experts). Shared by the collection pages
// and the teasers on the home page, so an entry looks the same everywhere.
import Link from '@docusaurus/Link';
import Artwork, { Avatar } from '../Artwork';
import Icon from '../Icon';
import { Pill } from '../Marketing';
import './styles.css';

export interface TemplateEntry {
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  cliId?: string;
  repo: string;
  tags?: string[];
  features?: string[];
  requiresLicense?: boolean;
}

export interface ShowcaseEntry {
  slug: string;
  title: string;
  /** Who made it; left out when the source does not name anyone. */
  author?: string;
  description: string;
  year: number;
  /** Video dimensions, e.g. "1080 × 1920". */
  size: string;
  tags?: string[];
  /** Optional links by kind, e.g. { website: 'https://…', source: 'https://…' }. */
  links?: Partial<Record<string, string>>;
}

export interface ExpertEntry {
  slug: string;
  name: string;
  bio: string;
  since: string;
  location?: string;
  services?: string[];
  website?: string;
  github?: string;
  x?: string;
  linkedin?: string;
  email?: string;
}

export interface CollectionData<T> {
  basePath: string;
  id: string;
  items: T[];
}

/** `/templates` + `hello-world` -> `/templates/hello-world`, whatever the base path's slashes. */
export function entryPath(basePath: string, slug: string): string {
  return `${basePath.replace(/\/+$/, '')}/${slug}`;
}

/** Tags by how many entries use them, most used first; ties alphabetical for a stable order. */
export function tagCounts(items: Array<{ tags?: string[] }>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function sinceLabel(since: string): string {
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) return since;
  // Fixed locale and time zone: the static HTML and the browser must print the same text.
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function TemplateCard({ entry, basePath = '/templates' }: { entry: TemplateEntry; basePath?: string }) {
  return (
    <article className="cc-card cc-template">
      <Artwork seed={entry.slug} label={entry.title} kicker={entry.tags?.[0]} alt={`Preview for the ${entry.title} template`} className="cc-card__art" />
      <div className="cc-card__body">
        <h3 className="cc-card__title">
          <Link to={entryPath(basePath, entry.slug)} className="cc-card__link">
            {entry.title}
          </Link>
        </h3>
        <p className="cc-card__text">{entry.shortDescription}</p>
        <div className="cc-card__meta">
          {entry.requiresLicense ? <Pill>Paid</Pill> : <Pill>Free</Pill>}
          {(entry.tags ?? []).slice(0, 2).map((tag) => (
            <Pill key={tag}>{tag}</Pill>
          ))}
        </div>
      </div>
    </article>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const LINK_LABELS: Record<string, string> = { website: 'Website', source: 'Source code', tutorial: 'Tutorial', video: 'Video' };

export function ShowcaseCard({ entry }: { entry: ShowcaseEntry }) {
  const links = Object.entries(entry.links ?? {}).filter(([, url]) => typeof url === 'string' && url);
  return (
    <article className="cc-card cc-showcase" id={entry.slug}>
      <Artwork seed={entry.slug} kicker={String(entry.year)} label={capitalize(entry.tags?.[0] ?? 'Made with Remotion')} alt={`Illustration for ${entry.title}`} className="cc-card__art" />
      <div className="cc-card__body">
        <h3 className="cc-card__title">{entry.title}</h3>
        <p className="cc-card__byline">
          {entry.author && <>by {entry.author} · </>}
          <span className="cc-card__size">{entry.size}</span>
        </p>
        <p className="cc-card__text">{entry.description}</p>
        {links.length > 0 && (
          <ul className="cc-card__links">
            {links.map(([kind, url]) => (
              <li key={kind}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {LINK_LABELS[kind] ?? kind} <Icon name="external" size={14} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="cc-card__meta">
          {(entry.tags ?? []).map((tag) => (
            <Pill key={tag}>{tag}</Pill>
          ))}
        </div>
      </div>
    </article>
  );
}

export function ExpertCard({ entry, basePath = '/experts' }: { entry: ExpertEntry; basePath?: string }) {
  return (
    <article className="cc-card cc-expert">
      <div className="cc-expert__head">
        <Avatar name={entry.name} size={56} />
        <div className="cc-expert__who">
          <h3 className="cc-card__title">
            <Link to={entryPath(basePath, entry.slug)} className="cc-card__link">
              {entry.name}
            </Link>
          </h3>
          {entry.location && (
            <p className="cc-expert__location">
              <Icon name="pin" size={15} /> {entry.location}
            </p>
          )}
        </div>
      </div>
      {entry.services && entry.services.length > 0 && (
        <ul className="cc-expert__services" aria-label="Services">
          {entry.services.map((service) => (
            <li key={service}>
              <Pill>{service}</Pill>
            </li>
          ))}
        </ul>
      )}
      <p className="cc-expert__since">Expert since {sinceLabel(entry.since)}</p>
    </article>
  );
}
