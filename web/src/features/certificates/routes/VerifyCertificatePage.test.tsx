import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, mockApi } from '@/test/api';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { VerifiedCertificate } from '../api/get-verification';
import './VerifyCertificatePage';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

function makeVerified(overrides: Partial<VerifiedCertificate> = {}): VerifiedCertificate {
  return {
    credentialId: 'SEC-ABCD-EFGH-JKLM',
    holderName: 'Marie Tremblay',
    courseTitle: 'Secourisme en milieu de travail',
    accreditation: 'CNESST',
    instructor: null,
    issuedOn: '2026-03-01',
    expiryDate: '2029-03-01',
    status: 'valid',
    ...overrides,
  };
}

/** The API knows these certificates by credential id; any other id is a 404. */
function mockCertificates(known: VerifiedCertificate[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/me') return jsonResponse(200, { user: null });
    const match = /^\/api\/certificates\/(.+)$/.exec(url.pathname);
    const found = known.find((c) => match && decodeURIComponent(match[1] ?? '') === c.credentialId);
    return found
      ? jsonResponse(200, found)
      : errorResponse(404, 'certificate-not-found', undefined);
  });
}

const result = () => screen.findByTestId('verification');
const details = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the certificate verification page', () => {
  it('shows a valid certificate with only the holder, course, dates and number', async () => {
    const fetchSpy = mockCertificates([makeVerified()]);
    renderRoute('/verify/SEC-ABCD-EFGH-JKLM');

    const region = await result();
    expect(region).toHaveAttribute('data-status', 'valid');
    expect(within(region).getByRole('heading', { name: 'Certificat valide' })).toBeInTheDocument();
    expect(region.querySelector('svg.lucide-circle-check')).not.toBeNull();
    expect(details(region)).toEqual({
      Titulaire: 'Marie Tremblay',
      Formation: 'Secourisme en milieu de travail',
      'Date d’émission': '1 mars 2026',
      'Date d’expiration': '1 mars 2029',
      'Numéro de certificat': 'SEC-ABCD-EFGH-JKLM',
    });
    expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toBe(
      '/api/certificates/SEC-ABCD-EFGH-JKLM?lang=fr',
    );
  });

  it('names the instructor who signed it, with their number', async () => {
    mockCertificates([makeVerified({ instructor: 'Isabelle Côté (FMC-12345)' })]);
    renderRoute('/verify/SEC-ABCD-EFGH-JKLM');

    const region = await result();
    expect(details(region)).toEqual({
      Titulaire: 'Marie Tremblay',
      Formation: 'Secourisme en milieu de travail',
      Formateur: 'Isabelle Côté (FMC-12345)',
      'Date d’émission': '1 mars 2026',
      'Date d’expiration': '1 mars 2029',
      'Numéro de certificat': 'SEC-ABCD-EFGH-JKLM',
    });
  });

  it('says an expired certificate is expired, in English too', async () => {
    await i18n.changeLanguage('en');
    mockCertificates([
      makeVerified({
        status: 'expired',
        expiryDate: '2025-03-01',
        instructor: 'Isabelle Côté (FMC-12345)',
      }),
    ]);
    renderRoute('/verify/SEC-ABCD-EFGH-JKLM');

    const region = await result();
    expect(region).toHaveAttribute('data-status', 'expired');
    expect(within(region).getByRole('heading', { name: 'Expired certificate' })).toBeVisible();
    expect(region).toHaveTextContent('its validity period is over');
    expect(details(region)['Expiry date']).toBe('March 1, 2025');
    expect(details(region).Instructor).toBe('Isabelle Côté (FMC-12345)');
    expect(region.querySelector('svg.lucide-circle-alert')).not.toBeNull();
  });

  it('says an unknown number is unknown, without any detail', async () => {
    mockCertificates([makeVerified()]);
    renderRoute('/verify/SEC-NOPE-NOPE-NOPE');

    const region = await result();
    expect(region).toHaveAttribute('data-status', 'unknown');
    expect(
      within(region).getByRole('heading', { name: 'Certificat introuvable' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('Aucun certificat ne porte le numéro « SEC-NOPE-NOPE-NOPE »');
    expect(within(region).queryByRole('term')).toBeNull();
  });

  it('says a withdrawn certificate is no longer available, without any detail', async () => {
    mockApi({
      'GET /api/auth/me': jsonResponse(200, { user: null }),
      'GET /api/certificates/SEC-ABCD-EFGH-JKLM': errorResponse(410, 'certificate-withdrawn'),
    });
    renderRoute('/verify/SEC-ABCD-EFGH-JKLM');

    const region = await result();
    expect(region).toHaveAttribute('data-status', 'withdrawn');
    expect(
      within(region).getByRole('heading', { name: 'Certificat non disponible' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'Cette attestation n’est plus disponible : son titulaire a supprimé son compte.',
    );
    expect(region.querySelector('svg.lucide-circle-slash')).not.toBeNull();
    expect(within(region).queryByRole('term')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a withdrawn certificate is no longer available in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/auth/me': jsonResponse(200, { user: null }),
      'GET /api/certificates/SEC-ABCD-EFGH-JKLM': errorResponse(410, 'certificate-withdrawn'),
    });
    renderRoute('/verify/SEC-ABCD-EFGH-JKLM');

    const region = await result();
    expect(
      within(region).getByRole('heading', { name: 'Certificate no longer available' }),
    ).toBeVisible();
    expect(region).toHaveTextContent(
      'This certificate is no longer available: its holder deleted their account.',
    );
  });

  it('checks another number typed in the form', async () => {
    mockCertificates([makeVerified(), makeVerified({ credentialId: 'SEC-2222-3333-4444' })]);
    const user = userEvent.setup();
    const { router } = renderRoute('/verify/SEC-NOPE-NOPE-NOPE');
    await result();

    const field = screen.getByRole('textbox', { name: 'Numéro de certificat' });
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Entrez un numéro de certificat.')).toBeInTheDocument();

    await user.type(field, ' sec-2222-3333-4444 ');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(router.state.location.pathname).toBe('/verify/SEC-2222-3333-4444');
    expect(await screen.findByRole('heading', { name: 'Certificat valide' })).toBeInTheDocument();
  });

  it('shows a loading state, then a failure with Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    mockApi({
      'GET /api/auth/me': jsonResponse(200, { user: null }),
      'GET /api/certificates/SEC-ABCD-EFGH-JKLM': () =>
        failing ? errorResponse(500, 'internal') : jsonResponse(200, makeVerified()),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/verify/SEC-ABCD-EFGH-JKLM');

    expect(
      await screen.findByRole('status', { name: 'Vérification du certificat…' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de vérifier ce certificat pour le moment.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Certificat valide' })).toBeInTheDocument();
  });
});
