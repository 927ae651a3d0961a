import type { Resource } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every locale file, by language then namespace, as i18next's `resources` option takes them. */
export const allStrings: Resource = {};
for (const [path, strings] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  allStrings[language] = { ...allStrings[language], [namespace]: strings };
}
