// /showcase/: every showcase entry as a card, newest first, with a tag filter.
import { useMemo, useState } from 'react';
import Layout from '@theme/Layout';
import { ShowcaseCard, tagCounts, type CollectionData, type ShowcaseEntry } from '../../components/CollectionCards';
import { Actions, ButtonLink, Container, Hero, Pill } from '../../components/Marketing';
import './styles.css';

export interface ShowcasePageProps {
  collection: CollectionData<ShowcaseEntry>;
}

export default function ShowcasePage({ collection }: ShowcasePageProps) {
  const [tag, setTag] = useState<string | null>(null);
  const items = useMemo(() => [...collection.items].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title)), [collection.items]);
  const tags = useMemo(() => tagCounts(items), [items]);
  const visible = tag ? items.filter((item) => item.tags?.includes(tag)) : items;
  const base = collection.basePath.replace(/\/+$/, '');

  return (
    <Layout title="Showcase" description="Videos and video apps made with Remotion: personalized recaps, social clips, product videos and more.">
      <Hero
        small
        center
        eyebrow="Showcase"
        title="Made with Remotion"
        lead="What developers build when video is code: personalized recaps, automated social clips, data visualizations and complete video apps."
        actions={
          <Actions center>
            <ButtonLink to={`${base}/add`} icon="arrowRight">
              Add your project
            </ButtonLink>
            <ButtonLink to="/success-stories" variant="secondary">
              Success stories
            </ButtonLink>
          </Actions>
        }
      />
      <Container className="showcase-page">
        <div className="showcase-page__filters" role="group" aria-label="Filter by tag">
          <Pill active={tag === null} onClick={() => setTag(null)}>
            All <span className="showcase-page__count">{items.length}</span>
          </Pill>
          {tags.map(([name, count]) => (
            <Pill key={name} active={tag === name} onClick={() => setTag(tag === name ? null : name)}>
              {name} <span className="showcase-page__count">{count}</span>
            </Pill>
          ))}
        </div>
        <p className="showcase-page__status" aria-live="polite">
          {tag ? (
            <>
              {visible.length} {visible.length === 1 ? 'project' : 'projects'} tagged <strong>{tag}</strong>
            </>
          ) : (
            <>{items.length} projects</>
          )}
        </p>
        <h2 className="sr-only">Projects</h2>
        <div className="cc-grid">
          {visible.map((entry) => (
            <ShowcaseCard key={entry.slug} entry={entry} />
          ))}
        </div>
        <aside className="showcase-page__add">
          <div>
            <h2 className="showcase-page__add-title">Built something with Remotion?</h2>
            <p>Projects in the showcase come from the community. Open a pull request with a short description of yours.</p>
          </div>
          <ButtonLink to={`${base}/add`} variant="secondary" icon="arrowRight">
            How to submit
          </ButtonLink>
        </aside>
      </Container>
    </Layout>
  );
}
