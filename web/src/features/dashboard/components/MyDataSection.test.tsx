import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, type Reply } from '@/test/api';
import { makeDashboard } from '@/test/dashboard';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import '../routes/DashboardPage';

configure({ asyncUtilTimeout: 5000 });

const student = makeUser();
const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const zip = () =>
  new Response(zipBytes, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="mes-donnees-secours.zip"',
    },
  });

function serve(exportReply: Reply) {
  return mockSession(student, {
    'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    'GET /api/me/bookings': jsonResponse(200, { bookings: [] }),
    'GET /api/me/export': exportReply,
  });
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Mes données' }));
}

describe('downloading my data', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:mes-donnees');
    URL.revokeObjectURL = vi.fn();
  });

  it('says what the file holds and in which format', async () => {
    serve(zip);
    renderRoute('/dashboard');
    const mine = await section();
    expect(
      mine.getByText(
        /présences et résultats notés par le formateur, listes d’attente, fiches d’employé/,
      ),
    ).toBeVisible();
    expect(
      mine.getByText(/un tableau CSV par type de données, .*un fichier README\.txt/),
    ).toBeVisible();
  });

  it('fetches the zip with the session cookie and saves it under the server’s name', async () => {
    let answer: (response: Response) => void = () => {};
    const spy = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const mine = await section();
    await user.click(mine.getByRole('button', { name: 'Télécharger mes données' }));

    expect(await mine.findByRole('button', { name: 'Préparation du fichier…' })).toBeDisabled();
    const call = spy.mock.calls.find(([input]) => String(input) === '/api/me/export');
    expect(call?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(call?.[1]?.method ?? 'GET').toBe('GET');
    await act(async () => answer(zip()));

    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/zip');
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(Array.from(zipBytes));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('mes-donnees-secours.zip');
    expect(link.href).toBe('blob:mes-donnees');
    expect(link.isConnected).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:mes-donnees');
    expect(await mine.findByRole('button', { name: 'Télécharger mes données' })).toBeEnabled();
    expect(mine.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('asks to try again in a few minutes when asked too often', async () => {
    serve(errorResponse(429, 'rate-limited', undefined, { 'Retry-After': '600' }));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const mine = await section();
    await user.click(mine.getByRole('button', { name: 'Télécharger mes données' }));

    expect(await mine.findByRole('alert')).toHaveTextContent(
      'Vous avez demandé vos données plusieurs fois en peu de temps. Réessayez dans quelques minutes.',
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says the download failed when the server cannot answer', async () => {
    serve(errorResponse(500, 'internal'));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const mine = await section();
    await user.click(mine.getByRole('button', { name: 'Télécharger mes données' }));

    expect(await mine.findByRole('alert')).toHaveTextContent(
      'Le téléchargement a échoué. Veuillez réessayer.',
    );
  });
});
