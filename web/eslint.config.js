// ESLint: TypeScript, the rules of hooks, and where web code may import from
// (docs/decisions/017-where-web-code-goes.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Each folder of src/features is a feature, and so is each admin page's folder; the admin
 * pages share src/features/admin/components (their layout and badges).
 */
const features = folders('./src/features').flatMap((name) =>
  name === 'admin' ? folders('./src/features/admin').map((page) => `admin/${page}`) : [name],
);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    ...new Set([`./${feature}`, ...(feature.startsWith('admin/') ? ['./admin/components'] : [])]),
  ],
  message: 'A feature imports no other feature: move what they share to src/components or src/lib.',
}));

export default defineConfig([
  globalIgnores([
    'dist',
    'playwright-report',
    'test-results*',
    'e2e/.tmp',
    'src/lib/api/schema.d.ts',
  ]),
  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` means none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // Lets the import rules read TypeScript modules (no-cycle follows their imports).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./src/lib', './src/components', './src/config'],
              from: ['./src/features', './src/app'],
              message:
                'src/lib, src/components and src/config serve every feature and import none.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app shell; the app imports the features.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/test/*'],
              message: 'Test helpers are for tests; the app never imports them.',
            },
          ],
        },
      ],
    },
  },
]);
