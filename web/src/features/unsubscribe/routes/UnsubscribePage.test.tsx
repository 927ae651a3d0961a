import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, fetchedUrls, jsonResponse, mockApi, type Reply } from '@/test/api';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './UnsubscribePage';

configure({ asyncUtilTimeout: 5000 });

function serve(unsubscribe: Reply, undo: Reply = jsonResponse(200, { news: true })) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: null }),
    'POST /api/unsubscribe': unsubscribe,
    'POST /api/unsubscribe/undo': undo,
  });
}

const page = () => screen.findByTestId('unsubscribe');
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the unsubscribe page', () => {
  it('unsubscribes once on arrival, even in strict mode, and says what still comes', async () => {
    let answer: (response: Response) => void = () => {};
    const spy = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute('/unsubscribe?token=tok-123', { strict: true });

    expect(await screen.findByRole('status', { name: 'Désabonnement en cours…' })).toBeVisible();
    expect(await page()).toHaveAttribute('data-status', 'loading');
    await act(async () => answer(jsonResponse(200, { news: false })));

    expect(await heading('Vous êtes désabonné')).toHaveFocus();
    expect(await page()).toHaveTextContent(
      'Nous n’enverrons plus de nouvelles ni de rappels de renouvellement d’attestations à cette adresse.',
    );
    expect(await page()).toHaveTextContent(
      'Les courriels liés à vos réservations, comme les reçus et les confirmations de cours, vous seront toujours envoyés.',
    );
    expect(callsTo(spy, 'POST', '/api/unsubscribe')).toBe(1);
    expect(fetchedUrls(spy, '/api/unsubscribe')[0]?.search).toBe('?token=tok-123');
    expect(document.title).toBe('Désabonnement | Formations Secours Outaouais');
  });

  it('subscribes again with the same token when asked', async () => {
    let answer: (response: Response) => void = () => {};
    const spy = serve(
      jsonResponse(200, { news: false }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    renderRoute('/unsubscribe?token=tok-123');
    await heading('Vous êtes désabonné');
    await user.click(screen.getByRole('button', { name: 'Me réabonner' }));

    expect(await screen.findByRole('button', { name: 'Réabonnement…' })).toBeDisabled();
    await act(async () => answer(jsonResponse(200, { news: true })));
    expect(await heading('Vous êtes réabonné')).toHaveFocus();
    expect(await page()).toHaveTextContent(
      /Vous recevrez de nouveau nos nouvelles et les rappels de renouvellement de vos attestations/,
    );
    expect(screen.queryByRole('button', { name: 'Me réabonner' })).not.toBeInTheDocument();
    expect(fetchedUrls(spy, '/api/unsubscribe/undo')[0]?.search).toBe('?token=tok-123');
    expect(callsTo(spy, 'POST', '/api/unsubscribe')).toBe(1);
  });

  it('says when subscribing again failed, and lets the person try again', async () => {
    const replies = [errorResponse(500, 'internal'), jsonResponse(200, { news: true })];
    serve(jsonResponse(200, { news: false }), () => replies.shift() ?? errorResponse(500, 'x'));
    const user = userEvent.setup();
    renderRoute('/unsubscribe?token=tok-123');
    await heading('Vous êtes désabonné');
    await user.click(screen.getByRole('button', { name: 'Me réabonner' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le réabonnement a échoué. Veuillez réessayer.',
    );
    await user.click(screen.getByRole('button', { name: 'Me réabonner' }));
    expect(await heading('Vous êtes réabonné')).toBeVisible();
  });

  it('explains an unknown link and points to the dashboard', async () => {
    serve(errorResponse(404, 'not-found'));
    renderRoute('/unsubscribe?token=nobody-knows');

    expect(await heading('Lien de désabonnement invalide')).toBeVisible();
    expect(await page()).toHaveTextContent(/gérez vos courriels de nouvelles et de rappels/);
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('calls nothing without a token', async () => {
    const spy = serve(jsonResponse(200, { news: false }));
    renderRoute('/unsubscribe');

    expect(await heading('Lien de désabonnement invalide')).toBeVisible();
    expect(callsTo(spy, 'POST', '/api/unsubscribe')).toBe(0);
  });

  it('says when the server cannot be reached, and tries again', async () => {
    let reachable = false;
    const spy = serve(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { news: false });
    });
    const user = userEvent.setup();
    renderRoute('/unsubscribe?token=tok-123');

    expect(await heading('Désabonnement non enregistré')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre désabonnement n’a pas pu être enregistré pour le moment.',
    );
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await heading('Vous êtes désabonné')).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/unsubscribe')).toBe(2);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve(jsonResponse(200, { news: false }));
    renderRoute('/unsubscribe?token=tok-123');

    expect(await heading('You are unsubscribed')).toBeVisible();
    expect(await page()).toHaveTextContent(
      'Emails about your bookings, such as receipts and class confirmations, will still be sent to you.',
    );
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeEnabled();
  });
});
