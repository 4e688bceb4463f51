// ESLint flat config: the rules of Next's own preset (core web vitals), React hooks and TypeScript,
// put together from the plugins themselves rather than eslint-config-next, whose import resolver ships
// native bindings that the package registry does not have for every developer's platform.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import { readFileSync } from 'node:fs'
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import layers from './eslint/layers.mjs'

// Unit files that may replace modules or settings: they run in Vitest's isolated project (vitest.config.ts).
const isolatedUnitFiles = JSON.parse(
  readFileSync(new URL('./tests/support/isolated-unit-files.json', import.meta.url), 'utf8'),
)
const replacing = ['mock', 'doMock', 'unmock', 'doUnmock', 'stubEnv', 'stubGlobal', 'resetModules']

export default tseslint.config(
  {
    // Generated or built files: fixed by regenerating, never by hand.
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      '.bench/**',
      'public/dev-islands/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/migrations-postgres/**',
      'src/app/(payload)/admin/importMap.js',
      '**/*.generated.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      // React Compiler rules of eslint-plugin-react-hooks 7 are off: the project does not use the compiler,
      // and they flag correct patterns it relies on (a `mounted` flag set after hydration, adopting values
      // typed before hydration, the latest-value ref). rules-of-hooks and exhaustive-deps stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      // `_`-prefixed names are deliberately unused (positional arguments, destructured leftovers).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The islands of plain script (decision 051) run on pages where Next's router is never loaded: a full
    // page load is how they navigate.
    files: ['src/islands/**'],
    rules: { '@next/next/no-location-assign-relative-destination': 'off' },
  },
  {
    // The application logs through src/lib/log (JSON lines, LOG_LEVEL); tooling and tests may print.
    files: ['src/**'],
    ignores: ['src/lib/log/index.ts', 'src/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // The other unit files share one module cache per Vitest worker (isolate: false): a replaced module
    // or setting would leak into the files that run after them.
    files: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
    ignores: isolatedUnitFiles,
    rules: {
      'no-restricted-properties': [
        'error',
        ...replacing.map((property) => ({
          object: 'vi',
          property,
          message:
            'Shared-module unit file: add it to tests/support/isolated-unit-files.json to replace modules or settings.',
        })),
      ],
    },
  },
  {
    // The layers of src/: base folders, src/lib below the app, no new folder cycle (eslint/layers.mjs, decision 046).
    files: ['src/**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
)
