/* Vitest only: a sample quote, as its customer's link reads it. */
import type { Schemas } from '@/lib/api/types';

type Quote = Schemas['Quote'];

/**
 * Quote S-2030-000012, version 2, sent to Acme for two days in Gatineau (Tuesday, December 10,
 * 2030, 8:30 to 16:30 and Wednesday, December 11, 8:30 to 12:00), valid until December 31, 2030:
 * two lines, 1 234,56 $ before taxes.
 */
export function makeSentQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 41,
    number: 'S-2030-000012',
    version: 2,
    status: 'sent',
    replacedById: null,
    requestId: 5,
    company: { id: 12, name: 'Acme Québec inc.' },
    address: '12, rue Principale, Gatineau',
    language: 'fr',
    contactName: 'Marie Tremblay',
    contactEmail: 'marie@acme.example',
    days: [
      {
        date: '2030-12-10',
        startsAt: '2030-12-10T08:30:00-05:00',
        endsAt: '2030-12-10T16:30:00-05:00',
      },
      {
        date: '2030-12-11',
        startsAt: '2030-12-11T08:30:00-05:00',
        endsAt: '2030-12-11T12:00:00-05:00',
      },
    ],
    lines: [
      {
        courseId: 3,
        description: 'Secourisme en milieu de travail, 12 personnes',
        quantity: 12,
        unitPriceCents: 9_500,
        amountCents: 114_000,
      },
      {
        courseId: null,
        description: 'Frais de déplacement',
        quantity: 1,
        unitPriceCents: 9_456,
        amountCents: 9_456,
      },
    ],
    subtotalCents: 123_456,
    gstCents: 6_173,
    qstCents: 12_315,
    totalCents: 141_944,
    validUntil: '2030-12-31',
    notes: 'Prévoir une salle pour 12 personnes.',
    sentAt: '2030-11-20T15:00:00Z',
    decidedAt: null,
    acceptedBy: null,
    declineReason: null,
    sessionId: null,
    invoiceNumber: null,
    createdAt: '2030-11-20T14:00:00Z',
    ...overrides,
  };
}
