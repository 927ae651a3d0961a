import { httpUrlOr } from './site';

describe('a link from a build setting', () => {
  it('keeps an http(s) address and falls back on anything else', () => {
    const fallback = 'https://www.instagram.com/';
    expect(httpUrlOr('https://www.facebook.com/secours', fallback)).toBe(
      'https://www.facebook.com/secours',
    );
    expect(httpUrlOr(undefined, fallback)).toBe(fallback);
    expect(httpUrlOr('', fallback)).toBe(fallback);
    expect(httpUrlOr('javascript:alert(1)', fallback)).toBe(fallback);
    expect(httpUrlOr('/instagram', fallback)).toBe(fallback);
  });
});
