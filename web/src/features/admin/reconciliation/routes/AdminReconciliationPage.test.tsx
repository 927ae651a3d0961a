import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type ApiSpy } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Outcome, Reconciliation, ReconciliationLine } from '../api/types';
import './AdminReconciliationPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const PREVIEW = '/api/admin/reconciliation/interac/preview';
const RECORD = '/api/admin/reconciliation/interac';
const CSV = 'Date,Description,Montant\n2030-11-03,Virement Interac 4817263,114.98\n';

const spaces = /[\u00a0\u202f]/g;
const text = (element: HTMLElement) => element.textContent?.replace(spaces, ' ') ?? '';

const booking = (id: number, reference: string, customerName: string, totalCents = 11498) => ({
  id,
  reference,
  customerName,
  totalCents,
  status: 'pending' as const,
  paymentStatus: 'awaiting-payment' as const,
});

function makeLine(
  line: number,
  outcome: Outcome,
  overrides: Partial<ReconciliationLine> = {},
): ReconciliationLine {
  return {
    line,
    date: '2030-11-03',
    amountCents: 11498,
    memo: `Virement Interac ${4817260 + line}`,
    code: String(4817260 + line),
    outcome,
    booking: null,
    ...overrides,
  };
}

/** One transfer of each outcome but recorded (the preview never records), two matched. */
const previewLines: ReconciliationLine[] = [
  makeLine(2, 'matched', { booking: booking(41, 'SEC-7K3M9Q', 'Marie Tremblay') }),
  makeLine(3, 'matched', { booking: booking(42, 'SEC-AB12CD', 'Luc Gagnon', 9500) }),
  makeLine(4, 'amount-differs', {
    amountCents: 5000,
    booking: booking(43, 'SEC-EF34GH', 'Éric Roy'),
  }),
  makeLine(5, 'unknown-code'),
  makeLine(6, 'no-code', { memo: 'Remboursement loyer', code: null }),
  makeLine(7, 'already-paid', { booking: booking(44, 'SEC-IJ56KL', 'Anne Côté') }),
  makeLine(8, 'already-recorded', { booking: booking(45, 'SEC-MN78OP', 'Paul Roy') }),
];

function summaryOf(lines: ReconciliationLine[]): Record<string, number> {
  const summary: Record<string, number> = {};
  for (const { outcome } of lines) summary[outcome] = (summary[outcome] ?? 0) + 1;
  return summary;
}

function reconciliation(lines: ReconciliationLine[]): Reconciliation {
  return { bank: 'desjardins', lines, summary: summaryOf(lines) };
}

const recordedLines = previewLines.map((line) =>
  line.outcome === 'matched' ? { ...line, outcome: 'recorded' as const } : line,
);

async function choosePreview(user: ReturnType<typeof userEvent.setup>, csv: BlobPart = CSV) {
  renderRoute('/admin/reconciliation');
  const input = await screen.findByLabelText('Fichier CSV du relevé');
  await user.upload(input, new File([csv], 'releve-novembre.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Aperçu' }));
}

const rows = () => screen.getAllByTestId('reconciliation-line');
const rowOf = (line: number) =>
  rows().find((row) => text(row).includes(`Ligne ${line}`)) as HTMLElement;

describe('the Interac reconciliation page', () => {
  it('explains which file to export, from which banks', async () => {
    mockSession(admin);
    renderRoute('/admin/reconciliation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rapprochement Interac' }),
    ).toBeInTheDocument();
    const explanation = screen.getByText(/exportez en CSV les opérations du compte/);
    for (const bank of ['Desjardins', 'RBC', 'TD', 'BMO', 'Banque Nationale', 'Tangerine']) {
      expect(explanation).toHaveTextContent(bank);
    }
    expect(screen.getByLabelText('Fichier CSV du relevé')).toHaveAttribute(
      'accept',
      '.csv,text/csv',
    );
    expect(screen.getByRole('button', { name: 'Aperçu' })).toBeDisabled();
    const nav = screen.getByRole('navigation', { name: 'Menu d’administration' });
    expect(within(nav).getByRole('link', { name: 'Rapprochement Interac' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('previews every outcome with its explanation and booking, recording nothing', async () => {
    const api = mockSession(admin, {
      [`POST ${PREVIEW}`]: () => jsonResponse(200, reconciliation(previewLines)),
    });
    const user = userEvent.setup();
    await choosePreview(user);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aperçu du relevé' }),
    ).toHaveFocus();
    expect(lastBodyOf(api, 'POST', PREVIEW)).toEqual({ fileBase64: btoa(CSV) });
    expect(callsTo(api, 'POST', RECORD)).toBe(0);
    expect(
      screen.getByText('Fichier : releve-novembre.csv', {
        normalizer: (s) => s.replace(spaces, ' '),
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bank')).toHaveTextContent('Relevé Desjardins');
    expect(screen.getByText(/7\svirements reçus/)).toBeInTheDocument();

    const summary = screen.getByRole('list', { name: 'Nombre de virements par résultat' });
    expect(text(within(summary).getByTestId('summary-matched'))).toBe('À enregistrer2');
    expect(text(within(summary).getByTestId('summary-no-code'))).toBe('Sans code1');
    expect(within(summary).queryByTestId('summary-recorded')).not.toBeInTheDocument();

    expect(screen.getByRole('table', { name: 'Virements reçus du relevé' })).toBeInTheDocument();
    expect(rows()).toHaveLength(7);
    const expected: Record<number, [string, string]> = {
      2: ['À enregistrer', 'Le code et le montant correspondent à une réservation non payée.'],
      4: ['Montant différent', 'mais pas le montant : vérifiez-la'],
      5: ['Code inconnu', 'Aucune réservation ne porte ce code.'],
      6: ['Sans code', 'ne contient aucun code à 7 chiffres.'],
      7: ['Déjà payée', 'La réservation est déjà notée payée.'],
      8: ['Déjà enregistré', 'lors d’un rapprochement précédent.'],
    };
    for (const [line, [label, help]] of Object.entries(expected)) {
      const row = rowOf(Number(line));
      expect(within(row).getByTestId('outcome')).toHaveTextContent(label);
      expect(text(row)).toContain(help);
    }

    const first = rowOf(2);
    expect(text(first)).toContain('3 nov. 2030');
    expect(text(first)).toContain('114,98 $');
    expect(text(first)).toContain('Virement Interac 4817262');
    expect(text(first)).toContain('Marie Tremblay');
    expect(text(first)).toContain('Total : 114,98 $');
    expect(
      within(first).getByRole('link', { name: 'Ouvrir la réservation SEC-7K3M9Q' }),
    ).toHaveAttribute('href', '/admin/bookings/41');
    const differs = rowOf(4);
    expect(text(differs)).toContain('50,00 $');
    expect(text(differs)).toContain('Total : 114,98 $');
    expect(within(rowOf(5)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf(6)).getByText('Aucun', { exact: true })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: /^Enregistrer 2\spaiements$/ })).toBeEnabled();
  });

  // Issue 42: a caisse's export in Windows-1252 reaches the server byte for byte, which reads its accents.
  it('sends the file as its bytes, whatever their encoding', async () => {
    const api = mockSession(admin, {
      [`POST ${PREVIEW}`]: () => jsonResponse(200, reconciliation(previewLines)),
    });
    const user = userEvent.setup();
    const latin1 = new Uint8Array([0x72, 0x65, 0xe7, 0x75, 0x0a]); // "reçu\n" in Windows-1252
    await choosePreview(user, latin1);

    await screen.findByRole('heading', { level: 2, name: 'Aperçu du relevé' });
    expect(lastBodyOf(api, 'POST', PREVIEW)).toEqual({ fileBase64: 'cmXndQo=' });
  });

  it('records the matched payments with the same file and marks them recorded', async () => {
    const api = mockSession(admin, {
      [`POST ${PREVIEW}`]: () => jsonResponse(200, reconciliation(previewLines)),
      [`POST ${RECORD}`]: () => jsonResponse(200, reconciliation(recordedLines)),
    });
    const user = userEvent.setup();
    await choosePreview(user);
    await user.click(await screen.findByRole('button', { name: /^Enregistrer 2\spaiements$/ }));

    expect(
      await screen.findByText('2 paiements enregistrés. Les reçus ont été envoyés aux clients.', {
        normalizer: (s) => s.replace(spaces, ' '),
      }),
    ).toBeInTheDocument();
    expect(lastBodyOf(api, 'POST', RECORD)).toEqual({ fileBase64: btoa(CSV) });
    expect(callsTo(api, 'POST', RECORD)).toBe(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Relevé enregistré' }),
    ).toBeInTheDocument();
    expect(within(rowOf(2)).getByTestId('outcome')).toHaveTextContent('Enregistré');
    expect(within(rowOf(3)).getByTestId('outcome')).toHaveTextContent('Enregistré');
    expect(text(screen.getByTestId('summary-recorded'))).toBe('Enregistré2');
    expect(screen.queryByRole('button', { name: /^Enregistrer/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rapprocher un autre relevé' }));
    expect(await screen.findByLabelText('Fichier CSV du relevé')).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aperçu' })).toBeDisabled();
  });

  it('offers nothing to record when no transfer is matched', async () => {
    const lines = previewLines.filter((line) => line.outcome !== 'matched');
    mockSession(admin, { [`POST ${PREVIEW}`]: () => jsonResponse(200, reconciliation(lines)) });
    const user = userEvent.setup();
    await choosePreview(user);
    expect(await screen.findByRole('button', { name: /^Enregistrer 0\spaiement$/ })).toBeDisabled();
    expect(
      screen.getByText('Aucun virement de ce fichier n’est prêt à être enregistré.'),
    ).toBeInTheDocument();
  });

  it('names the line the server could not read', async () => {
    mockSession(admin, {
      [`POST ${PREVIEW}`]: () =>
        errorResponse(400, 'validation', { file: 'invalid-amount', line: '12' }),
    });
    const user = userEvent.setup();
    await choosePreview(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La ligne 12 a un montant illisible.',
    );
    // The file is wrong: trying it again would not help.
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the file is not a statement of a supported bank', async () => {
    mockSession(admin, {
      [`POST ${PREVIEW}`]: () => errorResponse(400, 'validation', { file: 'unknown-format' }),
    });
    const user = userEvent.setup();
    await choosePreview(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce fichier n’est pas un relevé reconnu.',
    );
  });

  it('retries the preview after a network failure', async () => {
    let attempts = 0;
    const api: ApiSpy = mockSession(admin, {
      [`POST ${PREVIEW}`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(200, reconciliation(previewLines));
      },
    });
    const user = userEvent.setup();
    await choosePreview(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aperçu du relevé' }),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', PREVIEW)).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the preview when recording fails, and retries it', async () => {
    let attempts = 0;
    mockSession(admin, {
      [`POST ${PREVIEW}`]: () => jsonResponse(200, reconciliation(previewLines)),
      [`POST ${RECORD}`]: () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(500, 'internal')
          : jsonResponse(200, reconciliation(recordedLines));
      },
    });
    const user = userEvent.setup();
    await choosePreview(user);
    await user.click(await screen.findByRole('button', { name: /^Enregistrer 2\spaiements$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’enregistrement a échoué ; aucun paiement n’a été noté.',
    );
    expect(rows()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Relevé enregistré' }),
    ).toBeInTheDocument();
  });

  it('refuses a file over 2 MB without sending it', async () => {
    const api = mockSession(admin);
    const user = userEvent.setup();
    renderRoute('/admin/reconciliation');
    const input = await screen.findByLabelText('Fichier CSV du relevé');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'gros.csv', { type: 'text/csv' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce fichier dépasse 2 Mo. Exportez une période plus courte.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Aperçu' })).toBeDisabled();
    expect(callsTo(api, 'POST', PREVIEW)).toBe(0);
  });
});
