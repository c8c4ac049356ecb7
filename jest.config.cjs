// Projects (engine-level unit tests run under node:test, see test/node): unit (jsdom components), fixtures (whole sites built by the
// real engine), e2e (the built sites in headless Chromium), docs and docs-pages (content/docs against
// the packages' type definitions, and page counts), docs-search (search relevance on the built site).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(nprogress|@mdx-js/react)/)'],
  moduleFileExtensions: ['tsx', 'ts', 'jsx', 'js', 'mjs', 'json'],
  // Generated trees no test imports from: benchmark corpora (100,000 docs and their builds made
  // jest's file map grow past 4 GB), fixture copies and their builds, prebuilt engine bundles.
  modulePathIgnorePatterns: [
    '<rootDir>/\\.bench/',
    '<rootDir>/test/\\.tmp/',
    '<rootDir>/packages/[^/]+/\\.cache/',
  ],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/test/stubs/polyfills.js'],
      setupFilesAfterEnv: ['<rootDir>/test/stubs/preloadComponents.ts'],
      moduleNameMapper: {
        '^@theme/(.*)$': [
          '<rootDir>/content/theme/$1',
          '<rootDir>/theme/src/theme/$1',
          '<rootDir>/packages/core/src/client/theme-fallback/$1',
        ],
        '^@theme-original/(.*)$': [
          '<rootDir>/theme/src/theme/$1',
          '<rootDir>/packages/core/src/client/theme-fallback/$1',
        ],
        '^@docusaurus/(.*)$': '<rootDir>/packages/core/src/client/exports/$1',
        '^@tessera/core/client$': '<rootDir>/packages/core/src/client/index.ts',
        '^@generated/(.*?)(\\.js|\\.json)?$': '<rootDir>/test/stubs/generated/$1',
        '\\.css$': '<rootDir>/test/stubs/style.js',
      },
    },
    {
      ...common,
      displayName: 'fixtures',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/fixtures/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
    // The docs content against the installed remotion / @remotion/* type definitions, and the
    // page-count floors, reported on their own (test/docs).
    {
      ...common,
      displayName: 'docs',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/docs/apiReference.test.ts'],
    },
    {
      ...common,
      displayName: 'docs-pages',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/docs/pageCount.test.ts'],
    },
    // The search index of the built Remotion site answers what users ask (test/docs/searchQueries.ts).
    {
      ...common,
      displayName: 'docs-search',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/docs/searchRelevance.test.ts'],
    },
  ],
  testTimeout: 120000,
};
