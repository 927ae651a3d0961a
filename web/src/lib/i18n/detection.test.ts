import { i18n } from './i18n';

function detect(): string {
  const detected = i18n.services.languageDetector?.detect();
  const codes = Array.isArray(detected) ? detected : [detected];
  return i18n.services.languageUtils.getBestMatchFromCodes(codes.filter(Boolean)) ?? '';
}

describe('language detection', () => {
  // Start each case as a first visit: nothing remembered yet.
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'i18nextLng=; path=/; max-age=0';
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the lng query parameter first', () => {
    document.cookie = 'i18nextLng=fr; path=/';
    window.history.replaceState(null, '', '/?lng=en');
    expect(detect()).toBe('en');
  });

  it('takes the cookie before local storage', () => {
    document.cookie = 'i18nextLng=en; path=/';
    localStorage.setItem('i18nextLng', 'fr');
    expect(detect()).toBe('en');
  });

  it('reads a regional browser language as its base language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(detect()).toBe('en');
  });

  it('falls back to French for a language the site does not offer', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(detect()).toBe('fr');
  });
});
