import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import { depConstraints, testDepConstraints } from './tools/eslint/dependencyRules.mjs';

/**
 * Libraries loaded lazily in the browser but imported statically elsewhere (see below). The
 * extranet loads each blok's block on demand (`@clavis/blocks/loaders`) and the rest of
 * `@clavis/blocks` (templates, skeletons) statically: its e2e checks that a page without bloks loads
 * no block schema and no zod, and the home no block but its own.
 */
const LAZY_IN_THE_BROWSER = ['@clavis/search', '@clavis/blocks'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/.next',
      '**/.next-*',
      '**/node_modules',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/next-env.d.ts',
      '**/out-tsc',
      'tools/content-server/content/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints,
          // The search UI reaches the browser by a dynamic import only (site-shell's LazySiteSearch);
          // its server entry and server components import it statically, which no page chunk sees.
          // The search e2e checks that a public page loads no search code.
          checkDynamicDependenciesExceptions: LAZY_IN_THE_BROWSER,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/src/testing/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        // Fixtures never reach a build: these files are excluded from tsconfig.lib.json.
        { enforceBuildableLibDependency: false, banTransitiveDependencies: false, allow: [], depConstraints: testDepConstraints, checkDynamicDependenciesExceptions: LAZY_IN_THE_BROWSER },
      ],
    },
  },
  {
    // One import style in blocks and forms: relative imports name no extension (the bundler,
    // Jest and tsc all resolve them; `X.css` is vanilla-extract's `X.css.ts`).
    files: ['libs/blocks/**/*.{ts,tsx}', 'libs/forms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/.*\\.(ts|tsx|js|jsx|mjs|cjs)$',
              message: 'Relative imports in blocks and forms name no extension: drop it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configuration shares the workspace presets; it is not part of any library's code.
    files: ['**/jest.config.cjs', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
];
