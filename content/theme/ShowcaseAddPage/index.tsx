// /showcase/add: how to get a project into the showcase, through a pull request to the data file.
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeSample from '../../components/CodeSample';
import { tagCounts, type CollectionData, type ShowcaseEntry } from '../../components/CollectionCards';
import { Hero, Section, Steps, Pill } from '../../components/Marketing';
import Icon from '../../components/Icon';
import './styles.css';

const DATA_FILE = 'content/data/showcase.json';
const REPO = 'https://github.com/remotion-dev/remotion';

const EXAMPLE = `{
  "slug": "weekly-weather-recap",
  "title": "Weekly weather recap videos",
  "author": "A local news website",
  "description": "Every Monday, last week's temperatures and rainfall become a 30-second animated chart for social media.",
  "year": 2025,
  "size": "1080 × 1920",
  "tags": ["data-driven", "automation", "social media"],
  "links": {
    "website": "https://example.com/weather",
    "video": "https://example.com/weather/recap.mp4"
  }
}`;

const FIELDS: Array<{ name: string; type: string; required: boolean; about: string }> = [
  { name: 'slug', type: 'string', required: true, about: 'Lowercase words joined by dashes. Must be unique; it becomes the anchor of your card.' },
  { name: 'title', type: 'string', required: true, about: 'What the project is, in a few words.' },
  { name: 'author', type: 'string', required: false, about: 'You or your company. Leave it out rather than guess.' },
  { name: 'description', type: 'string', required: true, about: 'One or two sentences about what the videos show and how they are made.' },
  { name: 'year', type: 'number', required: true, about: 'The year the project was published or added to the showcase. The showcase is sorted by it, newest first.' },
  { name: 'size', type: 'string', required: true, about: 'The dimensions of the videos, width × height, e.g. "1920 × 1080" or "1080 × 1920" for vertical video.' },
  { name: 'tags', type: 'string[]', required: false, about: 'A few lowercase tags. Reuse existing ones where they fit, so the filter stays useful.' },
  { name: 'links', type: 'object', required: false, about: 'Public URLs by kind: website, source, tutorial, video.' },
];

export default function ShowcaseAddPage({ collection }: { collection: CollectionData<ShowcaseEntry> }) {
  const existingTags = tagCounts(collection.items).map(([tag]) => tag);
  const base = collection.basePath.replace(/\/+$/, '');
  return (
    <Layout title="Add your project to the showcase" description="How to submit a project made with Remotion to the showcase through a pull request.">
      <Hero
        small
        eyebrow={<Link to={`${base}/`}>← Showcase</Link>}
        title="Add your project to the showcase"
        lead="The showcase is a plain data file in the website's repository. To add your project, open a pull request that adds one entry to it. No account, form or review call needed."
      />
      <Section title="How to submit">
        <Steps
          steps={[
            {
              title: 'Fork the repository',
              body: (
                <p>
                  Fork <a href={REPO}>remotion-dev/remotion</a> on GitHub, or use the pencil icon to edit the file directly in your browser.
                </p>
              ),
            },
            {
              title: 'Add your entry',
              body: (
                <p>
                  Append an object to the list in <code>{DATA_FILE}</code>, using the fields below. Keep the JSON valid: mind the commas.
                </p>
              ),
            },
            {
              title: 'Open a pull request',
              body: <p>Describe the project in a sentence and include a link where reviewers can see a video. We merge entries that fit the guidelines.</p>,
            },
          ]}
        />
      </Section>
      <Section surface title="The fields" lead="The website build checks every entry: if a required field is missing, the build fails and names the entry and the field, so you will see it in the pull request checks.">
        <div className="showcase-add__layout">
          <div className="showcase-add__table-wrap" tabIndex={0} role="region" aria-label="Fields of a showcase entry">
            <table className="showcase-add__table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {FIELDS.map((field) => (
                  <tr key={field.name}>
                    <td>
                      <code>{field.name}</code>
                      {field.required ? <span className="showcase-add__req">required</span> : <span className="showcase-add__opt">optional</span>}
                    </td>
                    <td>
                      <code>{field.type}</code>
                    </td>
                    <td>{field.about}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CodeSample code={EXAMPLE} language="json" title="Example entry" />
        </div>
        {existingTags.length > 0 && (
          <div className="showcase-add__tags">
            <h3>Tags already in use</h3>
            <div className="showcase-add__tag-list">
              {existingTags.map((tag) => (
                <Pill key={tag}>{tag}</Pill>
              ))}
            </div>
          </div>
        )}
      </Section>
      <Section title="Guidelines">
        <div className="showcase-add__guidelines">
          <ul>
            {[
              'The project is made with Remotion and can be seen publicly: a website, a video or a repository.',
              'Describe it in your own, factual words. Skip superlatives and pricing.',
              'One entry per project. Several variations of the same idea belong in one entry.',
              'No confidential information: only mention customers that agreed to be named.',
              'Entries may be edited for length and consistency, or removed when links stop working.',
            ].map((text) => (
              <li key={text}>
                <Icon name="check" size={18} />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <p>
            Built a larger product on Remotion? Consider telling the whole story: see the <Link to="/success-stories">success stories</Link> and <Link to="/contact">get in touch</Link>.
          </p>
        </div>
      </Section>
    </Layout>
  );
}
