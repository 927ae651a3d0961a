import { excerpt, formatMoment } from './format';

describe('the privacy lists’ formats', () => {
  it('writes an instant in Quebec time, short, in each language', () => {
    expect(formatMoment('2026-12-05T14:00:00Z', 'fr')).toBe('5 déc. 2026, 9\u00a0h\u00a000');
    expect(formatMoment('2026-07-01T19:30:00Z', 'en')).toBe('Jul 1, 2026, 3:30\u00a0p.m.');
  });

  it('keeps a short description whole, on one line', () => {
    expect(excerpt('Un courriel envoyé\n\nà la mauvaise personne.')).toBe(
      'Un courriel envoyé à la mauvaise personne.',
    );
  });

  it('cuts a long description between words, with an ellipsis', () => {
    const text =
      'Une liste de présence oubliée dans la salle de formation, ramassée par le concierge.';
    expect(excerpt(text, 40)).toBe('Une liste de présence oubliée dans la…');
    expect(excerpt('x'.repeat(60), 40)).toBe(`${'x'.repeat(40)}…`);
  });
});
