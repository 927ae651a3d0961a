import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import '../routes/AdminBookingsPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const csv = '\uFEFFDate;Numéro\r\n2026-11-20;2026-000001\r\n';
const noBookings = jsonResponse(200, {
  bookings: [],
  counts: { total: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0 },
});

function serve(exportReply: () => Response) {
  return mockSession(admin, {
    'GET /api/admin/bookings': noBookings,
    'GET /api/admin/exports/money.csv': exportReply,
  });
}

async function form() {
  return within(await screen.findByRole('region', { name: 'Exporter pour la comptabilité' }));
}

describe('the accountant’s export', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });

  it('downloads the CSV of the chosen range, in the chosen spreadsheet language', async () => {
    const user = userEvent.setup();
    const bytes = new TextEncoder().encode(csv);
    const spy = serve(
      () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': 'attachment; filename="mouvements-2026-11-01_2026-11-30.csv"',
          },
        }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/admin/bookings');
    const exporter = await form();
    await user.clear(exporter.getByLabelText('Du'));
    await user.type(exporter.getByLabelText('Du'), '2026-11-01');
    await user.clear(exporter.getByLabelText('Au (inclus)'));
    await user.type(exporter.getByLabelText('Au (inclus)'), '2026-11-30');
    await user.selectOptions(exporter.getByLabelText('Tableur'), 'en');
    await user.click(exporter.getByRole('button', { name: 'Télécharger le CSV' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const url = fetchedUrls(spy, '/api/admin/exports/money.csv')[0];
    expect(url?.searchParams.get('from')).toBe('2026-11-01');
    expect(url?.searchParams.get('to')).toBe('2026-11-30');
    expect(url?.searchParams.get('lang')).toBe('en');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    // The byte order mark stays: a French spreadsheet needs it to read the accents.
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(Array.from(bytes));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('mouvements-2026-11-01_2026-11-30.csv');
    click.mockRestore();
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    const spy = serve(() => new Response(csv));
    renderRoute('/admin/bookings');
    const exporter = await form();
    await user.clear(exporter.getByLabelText('Au (inclus)'));
    await user.type(exporter.getByLabelText('Au (inclus)'), '2020-01-01');
    await user.click(exporter.getByRole('button', { name: 'Télécharger le CSV' }));
    expect(
      await exporter.findByText('La fin de la période doit suivre son début.'),
    ).toBeInTheDocument();
    expect(fetchedUrls(spy, '/api/admin/exports/money.csv')).toHaveLength(0);
  });

  it('says when the server refuses', async () => {
    const user = userEvent.setup();
    serve(() => errorResponse(400, 'validation-failed', { to: 'range-too-long' }));
    renderRoute('/admin/bookings');
    const exporter = await form();
    await user.click(exporter.getByRole('button', { name: 'Télécharger le CSV' }));
    expect(await exporter.findByRole('alert')).toHaveTextContent(
      'Impossible de préparer l’export.',
    );
  });
});
