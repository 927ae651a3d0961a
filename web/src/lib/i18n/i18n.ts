import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from './languages';
import { namespaces, resources } from './resources';

const ONE_YEAR_IN_MINUTES = 60 * 24 * 365;

function syncHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
}

i18n.on('languageChanged', syncHtmlLang);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
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
  });

syncHtmlLang(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);

export { i18n };
