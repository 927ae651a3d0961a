import { ApiError } from '@/lib/api/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { describeFailure } from './failure';

const t = i18n.getFixedT('fr', 'adminReconciliation');
const refused = (fields: Record<string, string>) => new ApiError(400, 'validation', '', fields);
const reasons = [
  'unknown-format',
  'invalid-date',
  'invalid-amount',
  'too-many-lines',
  'not-text',
  'required',
];

describe('what a failed reconciliation says', () => {
  it.each(reasons)('explains a file refused as %s, naming the line when given', (reason) => {
    const withLine = describeFailure(refused({ file: reason, line: '12' }), 'preview', t);
    const without = describeFailure(refused({ file: reason }), 'preview', t);
    expect(withLine.retry).toBe(false);
    expect(without.message).not.toMatch(/errors\./);
    expect(withLine.message).not.toMatch(/errors\./);
    if (reason !== 'required') expect(withLine.message).toContain('12');
  });

  it('names the line of an unreadable date', () => {
    expect(
      describeFailure(refused({ file: 'invalid-date', line: '7' }), 'preview', t).message,
    ).toBe('La ligne 7 a une date illisible.');
  });

  it('still explains a reason it does not know', () => {
    expect(describeFailure(refused({ file: 'too-old' }), 'preview', t).message).toBe(
      'Ce fichier n’a pas pu être lu comme un relevé.',
    );
  });

  it('offers to retry when the server fails or cannot be reached', () => {
    const network = new ApiError(0, 'network-error', '');
    expect(describeFailure(network, 'preview', t)).toEqual({
      message: 'Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
      retry: true,
    });
    expect(describeFailure(network, 'record', t).message).toContain('jamais deux fois');
    expect(describeFailure(new ApiError(500, 'internal', ''), 'record', t)).toEqual({
      message: 'L’enregistrement a échoué\u00a0; aucun paiement n’a été noté.',
      retry: true,
    });
  });
});
