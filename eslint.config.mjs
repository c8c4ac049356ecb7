// ESLint for the engine, plugins, theme, scripts and tests. Author content (content/) is linted by
// the build itself (MDX compile errors), so it is left out here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.tessera/**',
      '.bench/**',
      'coverage/**',
      '**/node_modules/**',
      'content/**',
      'static/**',
      'test/fixtures/*/**',
      'test/.tmp/**',
      '**/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Errors are often rethrown as author-facing messages; an empty catch is a deliberate "miss".
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Jest tests load modules after setting up mocks, which needs require().
    files: ['**/*.cjs', 'test/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
