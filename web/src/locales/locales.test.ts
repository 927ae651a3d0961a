type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

/** { fr: { 'common.json': {...} }, en: {...} } */
function byLanguage(): Record<string, Record<string, Tree>> {
  const result: Record<string, Record<string, Tree>> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language = '', file = ''] = path.split('/');
    (result[language] ??= {})[file] = content;
  }
  return result;
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value, path) };
  }, {});
}

/** Keys present in `a` and missing from `b`, and the other way round. */
function keyDifferences(a: Tree, b: Tree) {
  const keysA = Object.keys(flatten(a));
  const keysB = Object.keys(flatten(b));
  return {
    missingInSecond: keysA.filter((key) => !keysB.includes(key)),
    missingInFirst: keysB.filter((key) => !keysA.includes(key)),
  };
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

const locales = byLanguage();
const fr = locales.fr ?? {};
const en = locales.en ?? {};

describe('locale files', () => {
  it('exist in French and English only', () => {
    expect(Object.keys(locales).sort()).toEqual(['en', 'fr']);
  });

  it('are the same files in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it.each(Object.keys(fr))('%s has exactly the same keys in French and English', (file) => {
    expect(keyDifferences(fr[file] ?? {}, en[file] ?? {})).toEqual({
      missingInSecond: [],
      missingInFirst: [],
    });
  });

  it('the key comparison reports a key missing on either side', () => {
    const french = { title: 'Titre', nested: { a: 'A', b: 'B' } };
    const english = { title: 'Title', nested: { a: 'A' }, extra: 'Extra' };
    expect(keyDifferences(french, english)).toEqual({
      missingInSecond: ['nested.b'],
      missingInFirst: ['extra'],
    });
  });

  it.each(Object.keys(fr))('%s uses the same {{placeholders}} in both languages', (file) => {
    const french = flatten(fr[file] ?? {});
    const english = flatten(en[file] ?? {});
    for (const [key, text] of Object.entries(french)) {
      expect({ key, placeholders: placeholders(english[key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it.each(Object.keys(fr))('%s has no empty string', (file) => {
    for (const language of [fr, en]) {
      const empty = Object.entries(flatten(language[file] ?? {})).filter(
        ([, text]) => !text.trim(),
      );
      expect(empty).toEqual([]);
    }
  });

  it.each(Object.keys(fr))(
    '%s follows French typography: no ordinary space before : ? ! » or after «',
    (file) => {
      const wrong = Object.entries(flatten(fr[file] ?? {})).filter(([, text]) =>
        / [:?!»]|« /.test(text),
      );
      expect(wrong).toEqual([]);
    },
  );
});
