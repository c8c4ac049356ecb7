// The blog plugin's options (Docusaurus' plugin-content-blog names and defaults).
import { z } from 'zod';
import {
  markdownPluginOptions,
  type TranslationFile,
  type TranslationFileContent,
} from '@tessera/core/node';

export const optionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('content/blog'),
    routeBasePath: z.string().default('blog'),
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    blogSidebarTitle: z.string().default('Recent posts'),
    blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
    postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
    archiveBasePath: z.string().nullable().default('archive'),
    authorsMapPath: z.string().default('authors.yml'),
    tags: z.string().default('tags.yml'),
    showReadingTime: z.boolean().default(true),
    feedOptions: z
      .object({
        /** Which feeds to write: one name, a list (Docusaurus 3), 'all' or null for none. */
        type: z
          .union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json']))])
          .nullable()
          .default('all')
          .transform((t): Array<'rss' | 'atom' | 'json'> =>
            t === null ? [] : t === 'all' ? ['rss', 'atom'] : Array.isArray(t) ? t : [t],
          ),
        /** Docusaurus' styled feeds; accepted, the feeds are written without a stylesheet. */
        xslt: z.union([z.boolean(), z.record(z.string(), z.unknown())]).optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        copyright: z.string().optional(),
        limit: z.number().int().min(1).default(20),
      })
      .default({ type: ['rss', 'atom'], limit: 20 }),
    ...markdownPluginOptions,
  })
  .strict();

export type Options = z.output<typeof optionsSchema>;

/** The URL paths of one blog instance. */
export interface BlogPaths {
  /** The blog's route base: `<baseUrl><routeBasePath>`, no trailing slash. */
  base: string;
  tagsBase: string;
  authorsBase: string;
}

/** The options a locale translates, in Docusaurus' `options.json` of the blog's translations. */
export function optionMessages(options: Options): TranslationFileContent {
  return {
    title: { message: options.blogTitle, description: 'Blog title' },
    description: { message: options.blogDescription, description: 'Blog description' },
    'sidebar.title': { message: options.blogSidebarTitle, description: 'Blog sidebar title' },
  };
}

export function translateOptions(options: Options, files: TranslationFile[]): Options {
  const messages = files.find((f) => f.path === 'options')?.content ?? {};
  return {
    ...options,
    blogTitle: messages.title?.message ?? options.blogTitle,
    blogDescription: messages.description?.message ?? options.blogDescription,
    blogSidebarTitle: messages['sidebar.title']?.message ?? options.blogSidebarTitle,
  };
}
