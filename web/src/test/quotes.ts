/* Vitest only: a sample training request and quote, as the office's API gives them. */
import type { Schemas } from '@/lib/api/types';

type Quote = Schemas['Quote'];
type TrainingRequest = Schemas['TrainingRequest'];

/** Acme asks for first aid for 12 people at its plant, in French. */
export function makeTrainingRequest(overrides: Partial<TrainingRequest> = {}): TrainingRequest {
  return {
    id: 31,
    courses: [{ id: 4, title: 'Secourisme en milieu de travail' }],
    people: 12,
    address: '250, boulevard de l’Industrie, Gatineau',
    preferredDates: 'Début décembre, en semaine',
    language: 'fr',
    contact: {
      firstName: 'Julie',
      lastName: 'Roy',
      email: 'julie.roy@acme.example',
      phone: '819 555-0199',
    },
    company: 'Acme Québec inc.',
    companyId: 7,
    message: 'Nous avons deux quarts de travail.',
    status: 'new',
    quoteId: null,
    createdAt: '2026-11-18T14:00:00Z',
    ...overrides,
  };
}

/** Acme's draft: one day, the course for 12 and a travel fee, taxes on the subtotal. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 41,
    number: 'S-2026-000012',
    version: 1,
    status: 'draft',
    replacedById: null,
    requestId: 31,
    company: { id: 7, name: 'Acme Québec inc.' },
    address: '250, boulevard de l’Industrie, Gatineau',
    language: 'fr',
    contactName: 'Julie Roy',
    contactEmail: 'julie.roy@acme.example',
    days: [
      {
        date: '2026-12-07',
        startsAt: '2026-12-07T08:30:00-05:00',
        endsAt: '2026-12-07T16:30:00-05:00',
      },
    ],
    lines: [
      {
        courseId: 4,
        description: 'Secourisme en milieu de travail',
        quantity: 12,
        unitPriceCents: 12_550,
        amountCents: 150_600,
      },
      {
        courseId: null,
        description: 'Frais de déplacement',
        quantity: 1,
        unitPriceCents: 15_000,
        amountCents: 15_000,
      },
    ],
    subtotalCents: 165_600,
    gstCents: 8280,
    qstCents: 16_519,
    totalCents: 190_399,
    validUntil: '2026-12-31',
    notes: 'Salle fournie par le client.',
    sentAt: null,
    decidedAt: null,
    acceptedBy: null,
    declineReason: null,
    sessionId: null,
    invoiceNumber: null,
    createdAt: '2026-11-19T15:00:00Z',
    versions: [{ id: 41, version: 1, status: 'draft' }],
    ...overrides,
  };
}
