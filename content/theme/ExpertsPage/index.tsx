// /experts/: freelancers and studios who offer Remotion work, with a quick text filter.
import { useMemo, useState } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { ExpertCard, type CollectionData, type ExpertEntry } from '../../components/CollectionCards';
import { Container, Hero } from '../../components/Marketing';
import Icon from '../../components/Icon';
import './styles.css';

export interface ExpertsPageProps {
  collection: CollectionData<ExpertEntry>;
}

/** Case-insensitive match on name, location and services. */
export function matchesExpert(expert: ExpertEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [expert.name, expert.location ?? '', ...(expert.services ?? [])].some((text) => text.toLowerCase().includes(q));
}

export default function ExpertsPage({ collection }: ExpertsPageProps) {
  const [query, setQuery] = useState('');
  // Longest-standing experts first; the date strings are ISO, so they sort as text.
  const experts = useMemo(() => [...collection.items].sort((a, b) => a.since.localeCompare(b.since) || a.name.localeCompare(b.name)), [collection.items]);
  const visible = experts.filter((expert) => matchesExpert(expert, query));

  return (
    <Layout title="Remotion Experts" description="Hire freelancers and studios who build with Remotion: video apps, Lambda setups, templates and motion design in code.">
      <Hero
        small
        center
        eyebrow="Experts"
        title="Get help from Remotion experts"
        lead="Need a hand with a video app, a render pipeline or a template? These independent developers and studios offer Remotion work. Reach out to them directly."
      />
      <Container className="experts-page">
        <div className="experts-page__toolbar">
          <label className="experts-page__search">
            <span className="sr-only">Filter experts</span>
            <Icon name="users" size={18} />
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Filter by name, location or service" />
          </label>
          <p className="experts-page__count" aria-live="polite">
            {visible.length === experts.length ? `${experts.length} experts` : `${visible.length} of ${experts.length} experts`}
          </p>
        </div>
        <h2 className="sr-only">Experts</h2>
        {visible.length > 0 ? (
          <div className="cc-grid">
            {visible.map((expert) => (
              <ExpertCard key={expert.slug} entry={expert} basePath={collection.basePath} />
            ))}
          </div>
        ) : (
          <p className="experts-page__empty">No expert matches “{query}”. Try a shorter term.</p>
        )}
        <div className="experts-page__notes">
          <div className="mk-note">
            <Icon name="shield" size={20} />
            <p>
              Experts are independent. Agreements, prices and timelines are between you and them; Remotion is not a party to the work. For questions about Remotion
              itself, use the <Link to="/docs/support">support channels</Link>.
            </p>
          </div>
          <div className="mk-note">
            <Icon name="sparkles" size={20} />
            <p>
              Do you offer Remotion services? <Link to="/contact">Get in touch</Link> to be considered for this page.
            </p>
          </div>
        </div>
      </Container>
    </Layout>
  );
}
