import i18n, { type BackendModule, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from './languages';
import { loadStrings, type Namespace } from './resources';
import { sentenceEnd } from './sentence-end';

const ONE_YEAR_IN_MINUTES = 60 * 24 * 365;

function syncHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
}

/** Reads each locale file on demand: one small request per language and namespace. */
const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadStrings(language, namespace).then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Starts i18next in the visitor's language with its common strings; the promise resolves when
 * they are loaded (main.tsx renders then). Pages load their own namespaces (lazy-with-strings.ts)
 * and a change of language loads every namespace used so far before it switches. Only the
 * language shown is ever loaded. Tests pass every file as `bundled`: nothing is fetched then.
 */
export function startI18n(bundled?: Resource): Promise<unknown> {
  i18n.on('languageChanged', syncHtmlLang);
  return i18n
    .use(LanguageDetector)
    .use(localeFiles)
    .use(initReactI18next)
    .use(sentenceEnd)
    .init({
      postProcess: ['sentenceEnd'],
      resources: bundled,
      partialBundledLanguages: true,
      ns: ['common'],
      defaultNS: 'common',
      supportedLngs: LANGUAGES,
      // French for a language the site does not offer, but no fallback strings: the English
      // files have every key (resources.test.ts), so French is never loaded for English pages.
      fallbackLng: { default: [DEFAULT_LANGUAGE], fr: [], en: [] },
      load: 'languageOnly',
      // Detects the language at once, so pages can ask for their namespaces while common loads.
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18nextLng',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        // Cookie too, so the server can answer in the visitor's language.
        caches: ['localStorage', 'cookie'],
        cookieMinutes: ONE_YEAR_IN_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
        // 'en-US' from the browser must count as 'en' before the html tag's 'fr' is considered.
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
      react: { useSuspense: false },
    })
    .finally(() => syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE));
}

/** Loads `namespaces` in the current language (at once when they are already there). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export { i18n };
