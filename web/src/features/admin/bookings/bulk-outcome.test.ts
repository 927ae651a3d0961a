import { i18n } from '@/lib/i18n/i18n';
import type { BulkResult } from './api/bulk-update-bookings';
import { describeOutcome, STOPPED } from './bulk-outcome';

const t = i18n.getFixedT('fr', 'adminBookings');
const references = new Map([
  [1, 'SEC-AAAA01'],
  [2, 'SEC-BBBB02'],
]);
const referenceOf = (id: number) => references.get(id);

function result(outcomes: [number, string | null][]): BulkResult {
  const results = outcomes.map(([id, error]) => ({
    id,
    outcome: error === null ? ('changed' as const) : ('failed' as const),
    error,
  }));
  const changed = results.filter((outcome) => outcome.error === null).length;
  return { changed, failed: results.length - changed, results };
}

describe('the outcome of a selection’s action', () => {
  it('says how many changed when all did', () => {
    expect(describeOutcome(result([[1, null]]), 'reject', referenceOf, t)).toEqual({
      tone: 'success',
      text: '1\u00a0réservation refusée.',
    });
  });

  it('gives each code its reason, the action’s own for a refused transition, else a generic one', () => {
    const outcome = describeOutcome(
      result([
        [1, 'already-paid'],
        [2, 'invalid-transition'],
        [3, 'not-found'],
        [4, 'booking-not-pending'],
        [5, 'something-new'],
        [6, null],
      ]),
      'paymentReceived',
      referenceOf,
      t,
    );
    expect(outcome).toEqual({
      tone: 'error',
      text:
        '1\u00a0réservation marquée payée\u00a0; 5 n’ont pas changé\u00a0: SEC-AAAA01 (déjà payée), ' +
        'SEC-BBBB02 (n’attend pas de paiement Interac ou comptant), réservation n°\u00a03 (introuvable), ' +
        'réservation n°\u00a04 (n’est plus en attente), réservation n°\u00a05 (modification refusée).',
    });
    expect(
      describeOutcome(result([[2, 'invalid-transition']]), 'approve', referenceOf, t).text,
    ).toBe('La réservation n’a pas changé\u00a0: SEC-BBBB02 (n’est plus en attente).');
  });

  it('names ten failures at most and counts the others', () => {
    const many = result(Array.from({ length: 13 }, (_, index) => [100 + index, 'not-found']));
    const { text, tone } = describeOutcome(many, 'approve', referenceOf, t);
    expect(tone).toBe('error');
    expect(text).toMatch(/^Aucune des 13\u00a0réservations n’a changé\u00a0: réservation n°/);
    expect(text).toContain('réservation n°\u00a0109 (introuvable) et 3\u00a0autres.');
    expect(text).not.toContain('110');
  });

  it('gives a cancellation’s refusals their reasons, and names the refunds that failed after it', () => {
    const outcome = describeOutcome(
      result([
        [1, null],
        [2, 'booking-not-active'],
        [3, 'team-seat'],
        [4, STOPPED],
      ]),
      'cancel',
      referenceOf,
      t,
      [1],
    );
    expect(outcome).toEqual({
      tone: 'error',
      text:
        '1\u00a0réservation annulée\u00a0; 3 n’ont pas changé\u00a0: SEC-BBBB02 (déjà annulée ou refusée), ' +
        'réservation n°\u00a03 (place d’une entreprise, à annuler depuis ses réservations), ' +
        'réservation n°\u00a04 (pas traitée, arrêt demandé). Le remboursement de SEC-AAAA01 n’a pas ' +
        'pu être fait\u00a0: la réservation est marquée «\u00a0Remboursement requis\u00a0».',
    });
    expect(describeOutcome(result([[1, null]]), 'cancel', referenceOf, t)).toEqual({
      tone: 'success',
      text: '1\u00a0réservation annulée.',
    });
  });

  it('speaks English', () => {
    const english = i18n.getFixedT('en', 'adminBookings');
    expect(
      describeOutcome(
        result([
          [1, null],
          [2, null],
          [3, 'not-found'],
        ]),
        'approve',
        referenceOf,
        english,
      ).text,
    ).toBe('2 bookings approved; 1 did not change: booking #3 (not found).');
  });
});
