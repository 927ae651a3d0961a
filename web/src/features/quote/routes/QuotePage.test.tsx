import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';
import {
  callsTo,
  errorResponse,
  fetchedUrls,
  jsonResponse,
  lastBodyOf,
  mockApi,
  type Reply,
} from '@/test/api';
import { makeSentQuote } from '@/test/sent-quote';
import { renderRoute } from '@/test/render';
import { createQueryClient } from '@/lib/api/query-client';
import { quoteKeys } from '../api/get-quote';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import { prefetch } from './QuotePage';

configure({ asyncUtilTimeout: 5000 });

interface Answers {
  accept?: Reply;
  decline?: Reply;
}

function serve(quote: Reply, { accept, decline }: Answers = {}) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: null }),
    'GET /api/quotes/41': quote,
    'POST /api/quotes/41/accept': accept ?? errorResponse(500, 'internal'),
    'POST /api/quotes/41/decline': decline ?? errorResponse(500, 'internal'),
  });
}

const spaces = /[\u00a0\u202f]/g;
const plain = (element: Element | null) => element?.textContent?.replace(spaces, ' ') ?? '';
const pageText = async () => plain(await screen.findByTestId('quote-page'));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const path = `${paths.quote(41)}?token=tok-abc`;
const acceptButton = () => screen.queryByRole('button', { name: 'Accepter le devis' });

describe('the quote page', () => {
  it('shows a sent quote: days on the Montreal clock, lines and taxes in French, its PDF', async () => {
    const spy = serve(jsonResponse(200, { quote: makeSentQuote() }));
    renderRoute(path);

    expect(await heading('Votre devis est prêt')).toBeVisible();
    expect(screen.getByTestId('quote-page').dataset.status).toBe('open');
    const text = await pageText();
    expect(text).toContain('acceptez le devis au plus tard le mardi 31 décembre 2030.');
    expect(text).toMatch(/Numéro\s*S-2030-000012, version 2/);
    expect(screen.getByTestId('quote-status')).toHaveTextContent('En attente de votre réponse');
    expect(text).toContain('Acme Québec inc.');
    expect(text).toMatch(/Lieu de la formation\s*12, rue Principale, Gatineau/);
    expect(text).toContain('mardi 10 décembre, de 8 h 30 à 16 h 30');
    expect(text).toContain('mercredi 11 décembre 2030, de 8 h 30 à 12 h 00');
    expect(text).toMatch(/Valide jusqu’au\s*mardi 31 décembre 2030/);
    expect(text).toContain('Prévoir une salle pour 12 personnes.');

    const lines = within(screen.getByRole('region', { name: 'Lignes du devis' }));
    const rows = lines.getAllByRole('row').slice(1).map(plain);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /Secourisme en milieu de travail, 12 personnes.*12.*95,00 \$.*1 140,00 \$/,
    );
    expect(rows[1]).toMatch(/Frais de déplacement.*1.*94,56 \$.*94,56 \$/);
    const totals = screen.getByTestId('price-summary');
    expect(plain(totals)).toContain('Sous-total1 234,56 $');
    expect(plain(within(totals).getByTestId('amount-gst'))).toBe('61,73 $');
    expect(plain(within(totals).getByTestId('amount-qst'))).toBe('123,15 $');
    expect(plain(within(totals).getByTestId('amount-total'))).toBe('1 419,44 $');
    expect(plain(totals)).toMatch(/TPS \(5 %\).*TVQ \(9,975 %\)/);

    expect(
      screen.getByRole('link', { name: 'Télécharger le devis S-2030-000012 en PDF' }),
    ).toHaveAttribute('href', '/api/quotes/41.pdf?token=tok-abc');
    expect(fetchedUrls(spy, '/api/quotes/41')[0]?.search).toBe('?token=tok-abc');
    expect(acceptButton()).toBeVisible();
    expect(document.title).toBe('Devis | Formations Secours Outaouais');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('accepts it with who accepts, then says the training is confirmed and what comes next', async () => {
    const spy = serve(jsonResponse(200, { quote: makeSentQuote() }), {
      accept: jsonResponse(200, {
        quote: makeSentQuote({
          status: 'accepted',
          decidedAt: '2030-11-25T15:00:00Z',
          acceptedBy: { name: 'Luc Gagnon', title: 'Directeur', purchaseOrder: 'BC-881' },
          sessionId: 77,
        }),
        sessionId: 77,
      }),
    });
    const user = userEvent.setup();
    renderRoute(path);
    await user.type(await screen.findByLabelText('Votre nom'), '  Luc Gagnon ');
    await user.type(screen.getByLabelText('Votre fonction (facultatif)'), 'Directeur');
    await user.type(screen.getByLabelText('Numéro de bon de commande (facultatif)'), 'BC-881');
    await user.click(acceptButton()!);

    expect(await heading('Merci, votre formation est confirmée')).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', '/api/quotes/41/accept')).toEqual({
      token: 'tok-abc',
      name: 'Luc Gagnon',
      title: 'Directeur',
      purchaseOrder: 'BC-881',
    });
    const text = await pageText();
    expect(text).toContain(
      'Les gestionnaires de Acme Québec inc. inscrivent ensuite les participants depuis l’espace de l’entreprise',
    );
    expect(text).toContain('La facture vous sera envoyée après la formation.');
    expect(text).toMatch(/Accepté par\s*Luc Gagnon, Directeur/);
    expect(text).toMatch(/Bon de commande\s*BC-881/);
    expect(screen.getByRole('link', { name: 'Inscrire les participants' })).toHaveAttribute(
      'href',
      '/companies/12?tab=bookings',
    );
    expect(acceptButton()).not.toBeInTheDocument();
  });

  it('asks for the name before accepting, and sends only what was given', async () => {
    const spy = serve(jsonResponse(200, { quote: makeSentQuote() }), {
      accept: errorResponse(400, 'validation', { name: 'too-long' }),
    });
    const user = userEvent.setup();
    renderRoute(path);
    await user.click((await screen.findByRole('button', { name: 'Accepter le devis' }))!);

    const name = screen.getByLabelText('Votre nom');
    expect(name).toHaveAccessibleDescription('Veuillez indiquer votre nom.');
    expect(name).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/quotes/41/accept')).toBe(0);

    await user.type(name, 'Luc Gagnon');
    await user.click(acceptButton()!);
    expect(await screen.findByText('Ce texte est trop long.')).toBeVisible();
    expect(lastBodyOf(spy, 'POST', '/api/quotes/41/accept')).toEqual({
      token: 'tok-abc',
      name: 'Luc Gagnon',
    });
  });

  it('declines it with a reason, once confirmed in a dialog', async () => {
    const spy = serve(jsonResponse(200, { quote: makeSentQuote() }), {
      decline: jsonResponse(200, {
        quote: makeSentQuote({
          status: 'declined',
          decidedAt: '2030-11-26T15:00:00Z',
          declineReason: 'Budget reporté',
        }),
      }),
    });
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Refuser le devis' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser le devis' }));
    await user.click(dialog.getByRole('button', { name: 'Refuser le devis' }));
    expect(await dialog.findByText('Indiquez la raison du refus.')).toBeVisible();
    expect(callsTo(spy, 'POST', '/api/quotes/41/decline')).toBe(0);
    await user.type(dialog.getByLabelText('Raison du refus'), 'Budget reporté');
    await user.click(dialog.getByRole('button', { name: 'Refuser le devis' }));

    expect(await heading('Devis refusé')).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', '/api/quotes/41/decline')).toEqual({
      token: 'tok-abc',
      reason: 'Budget reporté',
    });
    const text = await pageText();
    expect(text).toContain('Ce devis a été refusé le mardi 26 novembre 2030.');
    expect(text).toMatch(/Raison du refus\s*Budget reporté/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(acceptButton()).not.toBeInTheDocument();
  });

  it.each([
    [
      'quote-expired',
      { status: 'expired' as const },
      'Devis expiré',
      'Ce devis n’est plus valide : il ne peut plus être accepté.',
    ],
    [
      'quote-revised',
      { replacedById: 42 },
      'Devis remplacé',
      'Ce devis vient d’être remplacé par une version plus récente.',
    ],
    [
      'quote-closed',
      { status: 'declined' as const, decidedAt: '2030-11-26T15:00:00Z' },
      'Devis refusé',
      'Ce devis a déjà reçu une réponse : voici sa situation à jour.',
    ],
  ])(
    'says why %s refused the acceptance, and shows the quote as it is now',
    async (code, now, title, message) => {
      let quote = makeSentQuote();
      serve(() => jsonResponse(200, { quote }), {
        accept: () => {
          quote = makeSentQuote(now);
          return errorResponse(409, code);
        },
      });
      const user = userEvent.setup();
      renderRoute(path);
      await user.type(await screen.findByLabelText('Votre nom'), 'Luc Gagnon');
      await user.click(acceptButton()!);

      expect(await heading(title)).toHaveFocus();
      expect(plain(screen.getByRole('alert'))).toContain(message);
      expect(acceptButton()).not.toBeInTheDocument();
    },
  );

  it('keeps the form when the days can no longer be scheduled, and says whom to call', async () => {
    serve(jsonResponse(200, { quote: makeSentQuote() }), {
      accept: errorResponse(409, 'session-conflict'),
    });
    const user = userEvent.setup();
    renderRoute(path);
    await user.type(await screen.findByLabelText('Votre nom'), 'Luc Gagnon');
    await user.click(acceptButton()!);

    expect(plain(await screen.findByRole('alert'))).toContain(
      'Les dates de ce devis ne sont plus disponibles. Communiquez avec nous : nous vous proposerons d’autres dates.',
    );
    expect(acceptButton()).toBeEnabled();
  });

  it.each([
    [
      'expired',
      makeSentQuote({ status: 'expired' }),
      'Devis expiré',
      'Ce devis était valide jusqu’au mardi 31 décembre 2030. Il ne peut plus être accepté',
    ],
    [
      'sent but past its last day',
      makeSentQuote({ validUntil: '2020-01-31' }),
      'Devis expiré',
      'Ce devis était valide jusqu’au vendredi 31 janvier 2020.',
    ],
    [
      'replaced',
      makeSentQuote({ replacedById: 42 }),
      'Devis remplacé',
      'Ce devis a été remplacé par une version plus récente.',
    ],
    [
      'accepted',
      makeSentQuote({
        status: 'accepted',
        decidedAt: '2030-11-25T15:00:00Z',
        acceptedBy: { name: 'Luc Gagnon', title: '', purchaseOrder: '' },
        invoiceNumber: 'F-2030-000090',
      }),
      'Devis accepté',
      'Ce devis a été accepté par Luc Gagnon le lundi 25 novembre 2030.',
    ],
  ])('shows a quote %s, which can no longer be accepted', async (_state, quote, title, text) => {
    serve(jsonResponse(200, { quote }));
    renderRoute(path);
    expect(await heading(title)).toBeVisible();
    expect(await pageText()).toContain(text);
    expect(acceptButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuser le devis' })).not.toBeInTheDocument();
  });

  it('explains an invalid or expired link, and asks nothing without a token', async () => {
    const spy = serve(errorResponse(404, 'not-found'));
    const { unmount } = renderRoute(path);
    expect(await heading('Lien invalide ou expiré')).toBeVisible();
    expect(await pageText()).toContain('Ce lien ne correspond à aucun devis.');
    const card = within(screen.getByTestId('quote-page'));
    expect(card.getByRole('link', { name: 'info@secours.example' })).toHaveAttribute(
      'href',
      'mailto:info@secours.example',
    );
    expect(callsTo(spy, 'GET', '/api/quotes/41')).toBe(1);
    unmount();

    renderRoute(paths.quote(41));
    expect(await heading('Lien invalide ou expiré')).toBeVisible();
    expect(callsTo(spy, 'GET', '/api/quotes/41')).toBe(1);
  });

  it('says when the quote cannot be read, and tries again', async () => {
    let reachable = false;
    serve(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { quote: makeSentQuote() });
    });
    const user = userEvent.setup();
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’afficher votre devis pour le moment.',
    );
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await heading('Votre devis est prêt')).toHaveFocus();
  });

  it("asks for the link's quote while the page's code loads, and nothing without a token", async () => {
    const spy = serve(jsonResponse(200, { quote: makeSentQuote() }));
    const queryClient = createQueryClient();
    const data = { queryClient, deadline: Promise.resolve() };
    await prefetch({ ...data, url: new URL(`http://localhost${path}`) });
    expect(queryClient.getQueryData(quoteKeys.quote('41', 'tok-abc'))).toEqual(makeSentQuote());
    await prefetch({ ...data, url: new URL('http://localhost/quotes/41') });
    expect(callsTo(spy, 'GET', '/api/quotes/41')).toBe(1);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve(jsonResponse(200, { quote: makeSentQuote() }));
    renderRoute(path);
    expect(await heading('Your quote is ready')).toBeVisible();
    const text = await pageText();
    expect(text).toContain('Tuesday, December 10, from 8:30 a.m. to 4:30 p.m.');
    expect(plain(screen.getByTestId('amount-total'))).toBe('$1,419.44');
    expect(text).toMatch(/GST \(5%\).*QST \(9\.975%\)/);
    expect(screen.getByRole('button', { name: 'Accept the quote' })).toBeVisible();
  });
});
