import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { i18n, startI18n } from '@/lib/i18n/i18n';
import { allStrings } from './strings';

// Every locale file at once, so i18next starts synchronously and never fetches.
void startI18n(allStrings);

// jsdom does not implement scrolling.
window.scrollTo = () => {};

beforeEach(async () => {
  localStorage.clear();
  document.cookie = 'i18nextLng=; path=/; max-age=0';
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
});
