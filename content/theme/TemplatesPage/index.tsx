// /templates/: every starter template as a card linking to its detail page.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeSample from '../../components/CodeSample';
import { TemplateCard, type CollectionData, type TemplateEntry } from '../../components/CollectionCards';
import { Container, Hero } from '../../components/Marketing';
import './styles.css';

export interface TemplatesPageProps {
  collection: CollectionData<TemplateEntry>;
}

export default function TemplatesPage({ collection }: TemplatesPageProps) {
  const { items, basePath } = collection;
  return (
    <Layout title="Templates" description="Starter projects for Remotion: blank projects, Next.js apps, captions, audiograms, 3D and more. Each one is a single command away.">
      <Hero
        small
        center
        eyebrow="Templates"
        title="Start with a template"
        lead={`${items.length} starter projects, from a blank canvas to full video apps. Pick one, run one command, and you have a working project to make your own.`}
      >
        <div className="templates-page__command">
          <CodeSample code="npx create-video@latest" language="bash" compact />
          <p>Run it without options to choose a template interactively.</p>
        </div>
      </Hero>
      <Container className="templates-page">
        {/* The cards' titles are h3: this heading keeps the outline h1 > h2 > h3 for screen readers. */}
        <h2 className="sr-only">All templates</h2>
        <div className="cc-grid">
          {items.map((entry) => (
            <TemplateCard key={entry.slug} entry={entry} basePath={basePath} />
          ))}
        </div>
        <p className="templates-page__footer">
          Not sure where to start? Take the <Link to="/docs/first-video">first video</Link> walkthrough with the Hello World template, or see how others use Remotion in the{' '}
          <Link to="/showcase">showcase</Link>.
        </p>
      </Container>
    </Layout>
  );
}
