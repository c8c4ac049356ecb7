// /templates/<slug>: what a template contains, the command that creates a project from it, its
// repository, and a license note for paid templates.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Artwork from '../../components/Artwork';
import CodeSample from '../../components/CodeSample';
import type { TemplateEntry } from '../../components/CollectionCards';
import { Container, Pill } from '../../components/Marketing';
import Icon from '../../components/Icon';
import './styles.css';

export interface TemplatePageProps {
  item: { basePath: string; item: TemplateEntry };
}

/** The create-video flag that picks this template (the slug when no cliId is given). */
export function createCommand(template: TemplateEntry): string {
  return `npx create-video@latest --${template.cliId ?? template.slug}`;
}

export default function TemplatePage({ item }: TemplatePageProps) {
  const template = item.item;
  const base = item.basePath.replace(/\/+$/, '');
  const repoUrl = /^https?:\/\//.test(template.repo) ? template.repo : `https://github.com/${template.repo}`;
  const repoLabel = template.repo.replace(/^https?:\/\/github\.com\//, '');

  return (
    <Layout title={`${template.title} template`} description={template.shortDescription}>
      <div className="template-page__band">
        <Container>
          <Link to={`${base}/`} className="template-page__back">
            ← All templates
          </Link>
          <div className="template-page__hero">
            <div className="template-page__intro">
              <div className="template-page__tags">
                {template.requiresLicense ? <Pill>Paid</Pill> : <Pill>Free</Pill>}
                {(template.tags ?? []).map((tag) => (
                  <Pill key={tag}>{tag}</Pill>
                ))}
              </div>
              <h1 className="template-page__title">{template.title}</h1>
              <p className="template-page__lead">{template.shortDescription}</p>
              <div className="template-page__actions">
                <a className="mk-button mk-button--secondary" href={repoUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="github" size={18} /> {repoLabel}
                </a>
              </div>
            </div>
            <Artwork seed={template.slug} label={template.title} kicker="Template" alt={`Preview illustration for the ${template.title} template`} className="template-page__art" />
          </div>
        </Container>
      </div>

      <Container className="template-page">
        <div className="template-page__grid">
          <div className="template-page__main">
            <section>
              <h2>About this template</h2>
              <p>{template.description}</p>
            </section>
            {template.features && template.features.length > 0 && (
              <section>
                <h2>What it shows</h2>
                <ul className="template-page__features">
                  {template.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={18} />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <aside className="template-page__side">
            <h2>Create a project</h2>
            <CodeSample code={createCommand(template)} language="bash" compact />
            <p className="template-page__hint">Run this in a terminal. It creates a new folder with the template, installs dependencies and tells you how to start.</p>
            <dl className="template-page__facts">
              <dt>Repository</dt>
              <dd>
                <a href={repoUrl} target="_blank" rel="noopener noreferrer">
                  {repoLabel} <Icon name="external" size={14} />
                </a>
                {template.requiresLicense && <span className="template-page__muted"> (access after purchase)</span>}
              </dd>
              <dt>Price</dt>
              <dd>{template.requiresLicense ? 'Paid template' : 'Free'}</dd>
            </dl>
          </aside>
        </div>

        {template.requiresLicense ? (
          <div className="template-page__license template-page__license--paid" role="note">
            <Icon name="shield" size={20} />
            <p>
              <strong>This template requires a license.</strong> It is a paid product: buy it in the{' '}
              <a href="https://www.remotion.pro/store" target="_blank" rel="noopener noreferrer">
                Remotion Store
              </a>{' '}
              before using it. Remotion itself has its own terms, see <Link to="/docs/license">Licensing</Link>.
            </p>
          </div>
        ) : (
          <div className="template-page__license" role="note">
            <Icon name="book" size={20} />
            <p>
              The template is free to use. Remotion itself is free for individuals and small companies; larger companies need a company license. See <Link to="/docs/license">Licensing</Link>.
            </p>
          </div>
        )}
      </Container>
    </Layout>
  );
}
