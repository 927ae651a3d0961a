import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { BugReportButton } from './BugReportButton';

function mockFetch(status: number, body: unknown = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<BugReportButton />);
  await user.click(screen.getByRole('button', { name: 'Signaler un bogue' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Signaler un bogue' }) };
}

describe('the bug report dialog', () => {
  it('opens with focus in the description field', async () => {
    await openDialog();
    expect(screen.getByLabelText('Description du problème')).toHaveFocus();
  });

  it('requires a description and sends nothing without one', async () => {
    const fetchSpy = mockFetch(201);
    const { user } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));

    expect(await screen.findByText('Veuillez décrire le problème.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description du problème')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects an email that is not email-shaped', async () => {
    const fetchSpy = mockFetch(201);
    const { user } = await openDialog();

    await user.type(screen.getByLabelText('Description du problème'), 'Le bouton ne répond pas.');
    await user.type(screen.getByLabelText('Courriel (facultatif)'), 'pas-un-courriel');
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));

    expect(
      await screen.findByText('Veuillez entrer une adresse courriel valide.'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the report, thanks the visitor, and Exit closes it', async () => {
    const fetchSpy = mockFetch(201, { id: 1 });
    const { user } = await openDialog();

    await user.type(
      screen.getByLabelText('Description du problème'),
      '  Le bouton ne répond pas.  ',
    );
    await user.type(screen.getByLabelText('Courriel (facultatif)'), 'marie@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));

    expect(await screen.findByRole('dialog', { name: 'Merci\u00a0!' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/bug-reports');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({
      description: 'Le bouton ne répond pas.',
      email: 'marie@example.com',
      pageUrl: window.location.href,
      website: '',
    });

    const exit = screen.getByRole('button', { name: 'Quitter' });
    expect(exit).toHaveFocus();
    await user.click(exit);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signaler un bogue' })).toHaveFocus();
  });

  it('says so when the report cannot be sent', async () => {
    mockFetch(500, { error: { code: 'internal', message: 'Internal error.' } });
    const { user } = await openDialog();

    await user.type(screen.getByLabelText('Description du problème'), 'Rien ne marche.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le rapport' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Échec de l’envoi du rapport de bogue.',
    );
    expect(screen.getByRole('dialog', { name: 'Signaler un bogue' })).toBeInTheDocument();
  });

  it('closes with Escape and opens again empty', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Description du problème'), 'Brouillon');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Signaler un bogue' }));
    expect(await screen.findByLabelText('Description du problème')).toHaveValue('');
  });
});
