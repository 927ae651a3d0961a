import { excerpt } from './format';

describe('the privacy lists’ formats', () => {
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
