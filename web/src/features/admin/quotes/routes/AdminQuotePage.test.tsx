import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, type Routes } from '@/test/api';
import { makeQuote } from '@/test/quotes';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Quote } from '../api/types';
import './AdminQuotePage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');
const draft = makeQuote();
const sent = makeQuote({
  status: 'sent',
  sentAt: '2026-11-20T15:00:00Z',
  versions: [{ id: 41, version: 1, status: 'sent' }],
});

function mockQuoteApi(quote: Quote, routes: Routes = {}) {
  let current = quote;
  const spy = mockSession(admin, {
    'GET /api/admin/quotes/41': () => jsonResponse(200, { quote: current }),
    'POST /api/admin/quotes/41/send': () => {
      current = { ...current, status: 'sent', sentAt: '2026-11-21T15:00:00Z' };
      return jsonResponse(200, { quote: current });
    },
    ...routes,
  });
  return spy;
}

describe('a quote’s page', () => {
  it('shows all of a draft, then edits, downloads or sends it once confirmed', async () => {
    const spy = mockQuoteApi(draft);
    const user = userEvent.setup();
    renderRoute('/admin/quotes/41');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Devis S-2026-000012 version 1');
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Brouillon');
    for (const text of [
      'Acme Québec inc.',
      '250, boulevard de l’Industrie, Gatineau',
      'Français',
      'Julie Roy',
      'julie.roy@acme.example',
      '31 décembre 2026',
      'Pas encore envoyé',
      'Salle fournie par le client.',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(plain(screen.getByTestId('quote-day'))).toBe(
      'lundi 7 décembre 2026, de 8 h 30 à 16 h 30',
    );
    const lines = screen.getAllByTestId('quote-line-row');
    expect(lines).toHaveLength(2);
    expect(plain(lines[0]!)).toContain('Secourisme en milieu de travail');
    expect(plain(lines[0]!)).toContain('125,50 $');
    expect(plain(lines[0]!)).toContain('1 506,00 $');
    expect(plain(screen.getByTestId('quote-subtotal'))).toContain('1 656,00 $');
    expect(plain(screen.getByTestId('quote-total'))).toContain('1 903,99 $');
    expect(screen.getByTestId('quote-version')).toHaveTextContent('Version 1 (cette page)');

    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/admin/quotes/41/edit',
    );
    const pdf = screen.getByRole('link', { name: 'Télécharger le devis S-2026-000012 en PDF' });
    expect(pdf).toHaveAttribute('href', '/api/admin/quotes/41.pdf');
    expect(pdf).toHaveAttribute('download');
    expect(screen.queryByRole('button', { name: /nouvelle version/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer au client' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Envoyer le devis/ }));
    expect(
      dialog.getByText(/Le devis S-2026-000012 part par courriel à julie\.roy@acme\.example/),
    ).toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/admin/quotes/41/send')).toBe(0);
    await user.click(dialog.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Devis envoyé à julie.roy@acme.example.',
    );
    expect(callsTo(spy, 'POST', '/api/admin/quotes/41/send')).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Envoyé');
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer au client' })).toBeInTheDocument();
  });

  it('sends a sent quote again, then revises it: the new draft opens', async () => {
    const revision = makeQuote({
      id: 42,
      version: 2,
      versions: [
        { id: 41, version: 1, status: 'sent' },
        { id: 42, version: 2, status: 'draft' },
      ],
    });
    const spy = mockQuoteApi(sent, {
      'POST /api/admin/quotes/41/revise': () => jsonResponse(201, { quote: revision }),
      'GET /api/admin/quotes/42': () => jsonResponse(200, { quote: revision }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/quotes/41');
    await user.click(await screen.findByRole('button', { name: 'Renvoyer au client' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Renvoyer le devis/ }));
    expect(dialog.getByText(/part de nouveau à julie\.roy@acme\.example/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Devis renvoyé à julie.roy@acme.example.',
    );

    await user.click(screen.getByRole('button', { name: 'Préparer une nouvelle version' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/quotes/42'));
    expect(callsTo(spy, 'POST', '/api/admin/quotes/41/revise')).toBe(1);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Devis S-2026-000012 version 2',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Version 2 créée. Modifiez-la, puis envoyez-la au client.',
    );
    const versions = screen.getAllByTestId('quote-version');
    expect(within(versions[0]!).getByRole('link', { name: 'Version 1' })).toHaveAttribute(
      'href',
      '/admin/quotes/41',
    );
    expect(versions[1]).toHaveTextContent('Version 2 (cette page)');
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/admin/quotes/42/edit',
    );
  });

  it('says why sending or revising was refused, and reads the quote again', async () => {
    const spy = mockQuoteApi(sent, {
      'POST /api/admin/quotes/41/send': () => errorResponse(409, 'quote-expired'),
      'POST /api/admin/quotes/41/revise': () => errorResponse(409, 'quote-accepted'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/quotes/41');
    await user.click(await screen.findByRole('button', { name: 'Renvoyer au client' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renvoyer' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Ce devis a dépassé sa date de validité\s: préparez-en une nouvelle version\./,
    );
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/admin/quotes/41')).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Préparer une nouvelle version' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /Ce devis est déjà accepté\s: il ne peut plus être révisé\./,
      ),
    );
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/admin/quotes/41')).toBe(3));
  });

  it('shows who accepted it, with the purchase order, its session and its invoice', async () => {
    mockQuoteApi(
      makeQuote({
        status: 'accepted',
        sentAt: '2026-11-20T15:00:00Z',
        decidedAt: '2026-11-24T15:00:00Z',
        acceptedBy: {
          name: 'Marie Dubé',
          title: 'Directrice des ressources humaines',
          purchaseOrder: 'PO-8812',
        },
        sessionId: 77,
        invoiceNumber: 'F-2026-000031',
      }),
    );
    renderRoute('/admin/quotes/41');
    const section = within(await screen.findByRole('region', { name: 'Devis accepté' }));
    expect(section.getByText('Marie Dubé, Directrice des ressources humaines')).toBeInTheDocument();
    expect(section.getByText('24 nov. 2026')).toBeInTheDocument();
    expect(section.getByText('PO-8812')).toBeInTheDocument();
    expect(section.getByText('F-2026-000031')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Voir la séance au calendrier' })).toHaveAttribute(
      'href',
      '/admin/sessions?view=calendar&week=2026-12-07',
    );
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Accepté');
    for (const name of [/Envoyer/, /Renvoyer/, /nouvelle version/, /Modifier/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /en PDF/ })).toBeInTheDocument();
  });

  it('shows why it was declined, and that a newer version replaces it', async () => {
    mockQuoteApi(
      makeQuote({
        status: 'declined',
        decidedAt: '2026-11-24T15:00:00Z',
        declineReason: 'Budget reporté à l’an prochain.',
        replacedById: 43,
      }),
    );
    renderRoute('/admin/quotes/41');
    const section = within(await screen.findByRole('region', { name: 'Devis refusé' }));
    expect(section.getByText('Budget reporté à l’an prochain.')).toBeInTheDocument();
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Refusé');
    expect(
      screen.getByText(
        /Une version plus récente remplace celle-ci\s: elle ne peut plus être acceptée\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la version la plus récente' })).toHaveAttribute(
      'href',
      '/admin/quotes/43',
    );
    expect(
      screen.queryByRole('button', { name: 'Préparer une nouvelle version' }),
    ).not.toBeInTheDocument();
  });

  it('speaks English to an English-speaking admin: amounts, dates and hours their way', async () => {
    await i18n.changeLanguage('en');
    mockQuoteApi(draft);
    renderRoute('/admin/quotes/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quote S-2026-000012 version 1' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Draft');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,903.99');
    expect(screen.getByTestId('quote-day')).toHaveTextContent(
      'Monday, December 7, 2026, from 8:30 a.m. to 4:30 p.m.',
    );
    expect(screen.getByRole('button', { name: 'Send to customer' })).toBeInTheDocument();
  });

  it('says when the quote does not exist', async () => {
    mockSession(admin, { 'GET /api/admin/quotes/99': () => errorResponse(404, 'not-found') });
    renderRoute('/admin/quotes/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce devis est introuvable.');
  });
});
