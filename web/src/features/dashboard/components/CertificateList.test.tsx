import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeCertificate } from '@/test/dashboard';
import { renderWithProviders } from '@/test/render';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { i18n } from '@/lib/i18n/i18n';
import type { Certificate } from '../api/types';
import { CertificateList } from './CertificateList';

/** The Quebec date `days` days from today, as YYYY-MM-DD. */
function inDays(days: number): string {
  const [year = 0, month = 1, day = 1] = todayInQuebec().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function renderCertificates(certificates: Certificate[]) {
  renderWithProviders(
    <MemoryRouter>
      <CertificateList certificates={certificates} />
    </MemoryRouter>,
  );
}

const title = 'Secourisme en milieu de travail';
const urgentName = `Renouveler ce certificat («\u00a0${title}\u00a0»)`;
const discreetName = `Renouveler le certificat «\u00a0${title}\u00a0»`;
const certificate = () => within(screen.getByTestId('certificate'));

describe('the dashboard’s certificates', () => {
  it('say when they expire, with no renewal when no course renews them', () => {
    renderCertificates([makeCertificate({ expiryDate: '2099-03-12', renewalCourseId: null })]);
    expect(certificate().getByTestId('certificate-expiry')).toHaveTextContent(
      /^Expire le 12 mars 2099$/,
    );
    expect(certificate().queryByRole('link', { name: /^Renouveler/ })).not.toBeInTheDocument();
  });

  it('offer a discreet renewal, named after the certificate, while the expiry is far', () => {
    renderCertificates([makeCertificate({ expiryDate: inDays(91), renewalCourseId: 7 })]);
    const link = certificate().getByRole('link', { name: discreetName });
    expect(link).toHaveTextContent(/^Renouveler$/);
    expect(link).toHaveAttribute('href', '/booking/7');
    expect(
      certificate().queryByRole('link', { name: /^Renouveler ce certificat/ }),
    ).not.toBeInTheDocument();
  });

  it('urge the renewal from 90 days before the expiry, with a link to book the renewing course', () => {
    renderCertificates([makeCertificate({ expiryDate: inDays(90), renewalCourseId: 7 })]);
    const link = certificate().getByRole('link', { name: urgentName });
    expect(link).toHaveTextContent(/^Renouveler ce certificat$/);
    expect(link).toHaveAttribute('href', '/booking/7');
    expect(certificate().queryByRole('link', { name: discreetName })).not.toBeInTheDocument();
    expect(certificate().getByTestId('certificate-expiry')).toHaveTextContent(/^Expire le /);
  });

  it('say when an expired certificate expired and urge its renewal', () => {
    renderCertificates([
      makeCertificate({ expiryDate: '2026-03-01', status: 'expired', renewalCourseId: 3 }),
    ]);
    expect(certificate().getByTestId('certificate-expiry')).toHaveTextContent(
      /^Expiré le 1 mars 2026$/,
    );
    expect(certificate().getByRole('link', { name: urgentName })).toHaveAttribute(
      'href',
      '/booking/3',
    );
  });

  it('offer no renewal for an expired certificate that no course renews', () => {
    renderCertificates([
      makeCertificate({ expiryDate: '2026-03-01', status: 'expired', renewalCourseId: null }),
    ]);
    expect(certificate().getByText(/^Expiré le/)).toBeInTheDocument();
    expect(certificate().queryByRole('link', { name: /^Renouveler/ })).not.toBeInTheDocument();
  });

  it('name the instructor who signed them, and nobody for one the office issued', () => {
    renderCertificates([
      makeCertificate({ id: 1, instructor: 'Isabelle Côté (FMC-12345)' }),
      makeCertificate({ id: 2, instructor: null }),
    ]);
    const [signed, issued] = screen.getAllByTestId('certificate') as [HTMLElement, HTMLElement];
    expect(within(signed).getByTestId('certificate-instructor').textContent).toBe(
      'Formateur\u00a0: Isabelle Côté (FMC-12345)',
    );
    expect(within(issued).queryByTestId('certificate-instructor')).not.toBeInTheDocument();
    expect(issued).not.toHaveTextContent('Formateur');
  });

  it('give each renewal link its own certificate’s name', () => {
    renderCertificates([
      makeCertificate({ id: 1, title: 'RCR niveau C', expiryDate: inDays(10), renewalCourseId: 2 }),
      makeCertificate({
        id: 2,
        title: 'Premiers soins',
        expiryDate: inDays(400),
        renewalCourseId: 5,
      }),
    ]);
    expect(
      screen.getByRole('link', {
        name: 'Renouveler ce certificat («\u00a0RCR niveau C\u00a0»)',
      }),
    ).toHaveAttribute('href', '/booking/2');
    expect(
      screen.getByRole('link', {
        name: 'Renouveler le certificat «\u00a0Premiers soins\u00a0»',
      }),
    ).toHaveAttribute('href', '/booking/5');
  });

  it('speak English to a student who reads it', async () => {
    await i18n.changeLanguage('en');
    renderCertificates([
      makeCertificate({
        expiryDate: '2099-03-12',
        renewalCourseId: null,
        instructor: 'Isabelle Côté (FMC-12345)',
      }),
      makeCertificate({
        id: 6,
        title: 'CPR',
        expiryDate: '2026-03-01',
        status: 'expired',
        renewalCourseId: 4,
      }),
    ]);
    expect(screen.getByText('Expires on March 12, 2099')).toBeInTheDocument();
    expect(screen.getAllByTestId('certificate-instructor')[0]).toHaveTextContent(
      'Instructor: Isabelle Côté (FMC-12345)',
    );
    expect(screen.getByText('Expired on March 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew this certificate (“CPR”)' })).toHaveTextContent(
      'Renew this certificate',
    );
  });
});
