// Page-count floors: the whole docs tree, and groups of pages the real Remotion site has, each
// defined by path globs under content/docs (files, so `lambda/**` is every page below lambda/).
// A group's globs cover the real site's doc ids (e.g. `lambda/**`, `timeout.mdx`) and this tree's
// API convention (`api/lambda/**`), so a page counts whether it took the real id or ours.

export const MIN_DOC_PAGES = 800;

/** A group needs at least this share of the real site's page count, rounded up. */
export const GROUP_SHARE_PERCENT = 85;

export interface PageGroup {
  name: string;
  /** Pages in that group on the real site. */
  realCount: number;
  globs: readonly string[];
}

/** `lambda` → its index page, its folder and its API folder. */
const area = (folder: string, apiFolder = folder) => [
  `${folder}.mdx`,
  `${folder}/**`,
  `api/${apiFolder}/**`,
];

export const PAGE_GROUPS: readonly PageGroup[] = [
  { name: 'Lambda', realCount: 96, globs: area('lambda') },
  { name: 'Cloud Run', realCount: 42, globs: area('cloudrun') },
  { name: 'Media Parser', realCount: 28, globs: area('media-parser') },
  { name: 'WebCodecs', realCount: 31, globs: area('webcodecs') },
  { name: 'Paths', realCount: 21, globs: area('paths') },
  { name: 'Shapes', realCount: 23, globs: area('shapes') },
  { name: 'Studio', realCount: 27, globs: area('studio') },
  { name: 'Recorder', realCount: 33, globs: area('recorder') },
  { name: 'Transitions', realCount: 17, globs: area('transitions') },
  {
    name: 'Troubleshooting',
    realCount: 35,
    // The real site keeps a dozen of its troubleshooting pages at the top level; Lambda's and the
    // Recorder's own troubleshooting pages count for those groups.
    globs: [
      'troubleshooting.mdx',
      'troubleshooting/**',
      ...[
        'timeout',
        'target-closed',
        'media-playback-error',
        'performance',
        'webpack-dynamic-imports',
        'non-seekable-media',
        'flickering',
        'version-mismatch',
        'enametoolong',
        'slow-method-to-extract-frame',
        'wrong-composition-mount',
        'staticfile-relative-paths',
        'staticfile-remote-urls',
      ].map((id) => `${id}.mdx`),
    ],
  },
  { name: 'Editor Starter', realCount: 25, globs: area('editor-starter') },
  { name: 'Terminology', realCount: 15, globs: ['terminology.mdx', 'terminology/**'] },
  { name: 'Audio', realCount: 13, globs: ['using-audio.mdx', 'audio.mdx', 'audio/**'] },
  { name: 'Media utils', realCount: 12, globs: area('media-utils') },
  { name: 'Renderer', realCount: 17, globs: area('renderer') },
  { name: 'Timeline', realCount: 6, globs: ['timeline.mdx', 'timeline/**'] },
  { name: 'Licensing', realCount: 6, globs: ['license.mdx', 'license/**', ...area('licensing')] },
  { name: 'Google Fonts', realCount: 7, globs: area('google-fonts') },
  { name: 'Layout utils', realCount: 7, globs: area('layout-utils') },
  { name: 'whisper-web', realCount: 8, globs: area('whisper-web') },
];

export function groupFloor(group: PageGroup): number {
  return Math.ceil((group.realCount * GROUP_SHARE_PERCENT) / 100);
}

/** `**` any number of path segments, `*` anything within one segment. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (char === '*') pattern += '[^/]*';
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

export function pagesInGroup(group: PageGroup, pages: readonly string[]): string[] {
  const patterns = group.globs.map(globToRegExp);
  return pages.filter((page) => patterns.some((pattern) => pattern.test(page)));
}
