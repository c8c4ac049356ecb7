// Doc tags: each version collects its docs' front matter tags while its doc routes are made,
// then gets a tags list page (`<version route base>/tags`) and one page per tag.
import { slugify, type PluginActions } from '@tessera/core/node';
import type { DocFile } from './docs';
import type { TagDocListData, TagsListData } from './types';

interface DocTag {
  label: string;
  permalink: string;
}

export class DocTags {
  private readonly byPermalink = new Map<string, DocTag & { docs: DocFile[] }>();
  /** The tags list page; tag pages lie below it. */
  readonly basePath: string;

  constructor(versionRouteBase: string) {
    this.basePath = `${versionRouteBase}/tags`;
  }

  /** A doc's tags, for its metadata. A listed doc also goes on its tags' pages. */
  collect(doc: DocFile): DocTag[] {
    return (doc.frontMatter.tags ?? []).map((t) => {
      const label = typeof t === 'string' ? t : t.label;
      const permalink =
        typeof t === 'object' && t.permalink
          ? `${this.basePath}/${t.permalink.replace(/^\//, '')}`
          : `${this.basePath}/${slugify(label)}`;
      const entry = this.byPermalink.get(permalink) ?? { label, permalink, docs: [] };
      if (!doc.frontMatter.unlisted) entry.docs.push(doc);
      this.byPermalink.set(permalink, entry);
      return { label, permalink };
    });
  }

  /** The tags list and tag pages, if any doc has a tag. */
  async addRoutes(actions: PluginActions, filePrefix: string): Promise<void> {
    if (!this.byPermalink.size) return;
    const tags = [...this.byPermalink.values()];
    const list: TagsListData = {
      allTagsPath: this.basePath,
      tags: tags
        .map((t) => ({ label: t.label, permalink: t.permalink, count: t.docs.length }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    };
    actions.addRoute({
      path: this.basePath,
      component: '@theme/DocTagsListPage',
      exact: true,
      modules: { tags: await actions.createData(`${filePrefix}tags-list.json`, list) },
    });
    for (const tag of tags) {
      const data: TagDocListData = {
        label: tag.label,
        permalink: tag.permalink,
        allTagsPath: this.basePath,
        count: tag.docs.length,
        items: tag.docs.map((d) => ({
          id: d.id,
          title: d.title,
          description: d.description,
          permalink: d.permalink,
        })),
      };
      actions.addRoute({
        path: tag.permalink,
        component: '@theme/DocTagDocListPage',
        exact: true,
        modules: {
          tag: await actions.createData(`${filePrefix}tag-${slugify(tag.label)}.json`, data),
        },
      });
    }
  }
}
