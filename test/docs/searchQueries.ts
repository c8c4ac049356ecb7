// What people type into the search box, and the page they want to land on. Written from our own
// content: overview pages for broad words, API names, error messages our troubleshooting pages
// quote, and tasks. `expect` is the page (URL without anchor); a list when two pages are equally
// right (an API documented by two packages, a task done by a command or by a guide).
export interface RelevanceQuery {
  query: string;
  expect: string | string[];
  /** Why this page, when it is not obvious. */
  note?: string;
  /** The page must come first (API names). */
  first?: boolean;
}

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Broad words: the overview page of the topic.
  { query: 'render', expect: '/docs/render' },
  { query: 'install', expect: '/docs/installation' },
  { query: 'lambda', expect: '/docs/lambda' },
  { query: 'captions', expect: '/docs/captions' },
  { query: 'player', expect: '/docs/player' },
  { query: 'cloud run', expect: '/docs/cloudrun' },
  { query: 'studio', expect: '/docs/studio' },
  { query: 'audio', expect: '/docs/audio' },
  { query: 'transitions', expect: '/docs/transitions' },
  { query: 'troubleshooting', expect: '/docs/troubleshooting' },
  { query: 'fonts', expect: '/docs/fonts' },
  { query: 'timeline', expect: '/docs/timeline' },
  { query: 'lottie', expect: '/docs/lottie' },
  { query: 'motion blur', expect: '/docs/motion-blur' },
  { query: 'tailwind', expect: '/docs/tailwind' },
  { query: 'cli', expect: '/docs/cli' },

  // Tasks.
  {
    query: 'deploy lambda',
    expect: [
      '/docs/lambda/setup',
      '/docs/lambda/cli/functions/deploy',
      '/docs/api/lambda/deploy-function',
    ],
    note: 'the setup guide, or the command or function that deploys it',
  },
  { query: 'add captions', expect: '/docs/captions' },
  { query: 'transparent video', expect: '/docs/transparent-videos' },
  { query: 'render gif', expect: '/docs/render-as-gif' },
  { query: 'server side rendering', expect: '/docs/ssr' },
  { query: 'render in docker', expect: '/docs/docker' },
  { query: 'google fonts', expect: '/docs/google-fonts' },
  { query: 'environment variables', expect: '/docs/environment-variables' },
  { query: 'hardware acceleration', expect: '/docs/hardware-acceleration' },
  { query: 'lambda cost', expect: '/docs/lambda/cost' },
  { query: 'lambda regions', expect: '/docs/lambda/regions' },
  { query: 'webhooks', expect: '/docs/lambda/webhooks' },
  { query: 'upgrade to remotion 4', expect: '/docs/migrating/4-0' },
  { query: 'license', expect: '/docs/license' },
  { query: 'user video uploads', expect: '/docs/video-uploads' },
  { query: 'zod schema', expect: '/docs/schemas' },

  // API names.
  { query: 'renderMedia', first: true, expect: '/docs/api/renderer/render-media' },
  { query: 'spring', first: true, expect: '/docs/api/core/spring' },
  { query: 'useCurrentFrame', first: true, expect: '/docs/api/core/use-current-frame' },
  {
    query: 'getVideoMetadata',
    first: true,
    expect: ['/docs/api/renderer/get-video-metadata', '/docs/api/media-utils/get-video-metadata'],
  },
  { query: 'delayRender', first: true, expect: '/docs/api/core/delay-render' },
  { query: 'interpolate', expect: '/docs/api/core/interpolate' },
  { query: 'renderMediaOnLambda', expect: '/docs/api/lambda/render-media-on-lambda' },
  { query: 'staticFile', expect: '/docs/api/core/static-file' },
  { query: 'useVideoConfig', expect: '/docs/api/core/use-video-config' },
  { query: 'calculateMetadata', expect: '/docs/api/core/calculate-metadata' },
  { query: 'OffthreadVideo', expect: '/docs/api/core/offthreadvideo' },
  { query: 'parseMedia', expect: '/docs/api/media-parser/parse-media' },
  { query: 'npx remotion render', expect: '/docs/cli/render' },

  // Error messages quoted by our troubleshooting pages.
  {
    query: 'delayRender was called but not cleared',
    expect: '/docs/troubleshooting/delay-render-timeout',
  },
  { query: 'Target closed', expect: '/docs/troubleshooting/target-closed' },
  { query: 'ENAMETOOLONG', expect: '/docs/troubleshooting/enametoolong' },
  { query: 'TooManyRequestsException', expect: '/docs/lambda/troubleshooting/rate-limit' },
  {
    query: 'UnrecognizedClientException',
    expect: '/docs/lambda/troubleshooting/unrecognizedclientexception',
  },
  {
    query: 'No frame found at position',
    expect: '/docs/troubleshooting/no-frame-found-at-position',
  },
  { query: 'Failed to acquire WebGL2 context', expect: '/docs/troubleshooting/webgl2-context' },
  { query: 'SIGKILL', expect: '/docs/troubleshooting/sigkill' },
  { query: 'Cannot find module', expect: '/docs/troubleshooting/cannot-find-module' },
  { query: 'version mismatch', expect: '/docs/troubleshooting/version-mismatch' },
  {
    query: 'Timed out evaluating page function',
    expect: '/docs/troubleshooting/timed-out-page-function',
  },
  { query: 'flickering', expect: '/docs/troubleshooting/flickering' },
  { query: 'rendered video has no sound', expect: '/docs/troubleshooting/video-has-no-sound' },

  // Outside the docs.
  { query: 'remotion 4.0', expect: '/blog/4-0' },
  { query: 'tiktok template', expect: '/templates/tiktok' },
  { query: 'experts', expect: '/experts' },
];
