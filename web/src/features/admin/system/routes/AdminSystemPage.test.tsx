import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hoursAgo, makeSystemStatus, quietSystemStatus } from '@/test/admin-system';
import { callsTo, errorResponse, jsonResponse } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { SystemStatus } from '../api/types';
import './AdminSystemPage';

// Three failed reads before the error shows (the query client retries twice, 1 s then 2 s).
configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const spaces = /[\u00a0\u202f]/g;
const plain = (element: HTMLElement | null | undefined) =>
  (element?.textContent ?? '').replace(spaces, ' ');
const SYSTEM = '/api/admin/system';

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row');

describe('the system page', () => {
  it('shows the summary, the backups, the mail queue and the jobs in French', async () => {
    mockSession(admin, { [`GET ${SYSTEM}`]: () => jsonResponse(200, makeSystemStatus()) });
    renderRoute('/admin/system');
    expect(await screen.findByRole('heading', { level: 1, name: 'Système' })).toBeInTheDocument();

    const tiles = await screen.findByRole('list', { name: 'État du système' });
    expect(within(tiles).getByTestId('stat-version')).toHaveTextContent('1.8.0');
    expect(plain(within(tiles).getByTestId('stat-database'))).toBe('1,2 Go');
    expect(within(tiles).getByTestId('database-engine')).toHaveTextContent('SQLite');
    expect(within(tiles).getByTestId('stat-mail')).toHaveTextContent('5');
    expect(plain(within(tiles).getByTestId('mail-failing'))).toBe('dont 2 en échec');
    expect(plain(within(tiles).getByTestId('stat-backup'))).toBe('il y a 3 h');
    expect(within(tiles).getByTestId('backup-state')).toHaveTextContent('À jour');

    // The sections come in this order, each named by its heading.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Sauvegardes', 'File des courriels', 'Tâches de fond']);

    const backups = region('Sauvegardes');
    const schedule = plain(within(backups).getByTestId('backup-schedule'));
    expect(schedule).toContain('/var/backups/secours');
    expect(schedule).toContain('Chaque jour à 3 h 00, heure du Québec');
    expect(schedule).toContain('gardées 14 jours');
    expect(schedule).toContain('gardées 12 mois');
    const runs = within(backups).getAllByTestId('backup-row');
    expect(runs).toHaveLength(2);
    expect(plain(runs[0])).toContain('Planifiée');
    expect(plain(runs[0])).toContain('secours-2026-11-20.db.gz');
    expect(plain(runs[0])).toContain('48 Mo');
    expect(runs[0]).toHaveTextContent('Vérifiée');
    expect(plain(runs[1])).toContain('Manuelle');
    expect(runs[1]).toHaveTextContent('disk full');

    const mail = region('File des courriels');
    const queue = plain(within(mail).getByTestId('mail-queue'));
    expect(queue).toContain('En attente5');
    expect(queue).toContain('En échec2');
    expect(queue).toContain('Le plus ancien en attenteil y a 2 h');
    const failures = within(mail).getAllByTestId('mail-failure-row');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toHaveTextContent('marie.tremblay@example.com');
    expect(failures[0]).toHaveTextContent('550 mailbox unavailable');
    expect(
      within(failures[0] as HTMLElement).getByRole('button', {
        name: 'Renvoyer maintenant le courriel «\u00a0Votre place est confirmée\u00a0» à marie.tremblay@example.com',
      }),
    ).toHaveTextContent('Renvoyer maintenant');

    // The business's jobs first, in their order, then the server's; an unknown one by its name.
    const jobs = within(region('Tâches de fond')).getAllByTestId('job-row');
    expect(jobs.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Conservation des données',
      'Rappels de séance',
      'Sauvegardes',
      'Vérification de l’état',
      'nightly report',
    ]);
    expect(plain(jobs[1])).toContain('2 min 05 s');
    expect(jobs[1]).toHaveTextContent('En échec');
    expect(jobs[1]).toHaveTextContent('SMTP server refused the connection');
    expect(jobs[0]).toHaveTextContent('Réussie');
    expect(plain(jobs[0])).toContain('350 ms');
    expect(jobs[4]).toHaveTextContent('Jamais exécutée');

    // Every table is named for screen readers.
    expect(rowsOf('Sauvegardes récentes')).toHaveLength(3);
    expect(rowsOf('Courriels en échec')).toHaveLength(3);
    expect(rowsOf('Dernières exécutions des tâches')).toHaveLength(6);
  });

  it('shows a skeleton while the figures load', async () => {
    let answer: (response: Response) => void = () => {};
    mockSession(admin, {
      [`GET ${SYSTEM}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/admin/system');
    expect(await screen.findByTestId('system-loading')).toHaveTextContent(
      'Chargement de l’état du système…',
    );
    answer(jsonResponse(200, makeSystemStatus()));
    expect(await screen.findByRole('list', { name: 'État du système' })).toBeInTheDocument();
    expect(screen.queryByTestId('system-loading')).not.toBeInTheDocument();
  });

  it('flags a backup older than 26 hours, and a missing one while the schedule is set', async () => {
    let status = makeSystemStatus();
    status.backups.lastVerifiedAt = hoursAgo(30);
    mockSession(admin, { [`GET ${SYSTEM}`]: () => jsonResponse(200, status) });
    const user = userEvent.setup();
    renderRoute('/admin/system');
    const tiles = await screen.findByRole('list', { name: 'État du système' });
    expect(plain(within(tiles).getByTestId('stat-backup'))).toBe('il y a 1 j');
    expect(within(tiles).getByTestId('backup-state')).toHaveTextContent('À vérifier');

    status = makeSystemStatus();
    status.backups.lastVerifiedAt = null;
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() =>
      expect(within(tiles).getByTestId('stat-backup')).toHaveTextContent('Aucune'),
    );
    expect(within(tiles).getByTestId('backup-state')).toHaveTextContent('À vérifier');
  });

  it('sends a failed mail again, then reads the page again', async () => {
    let sent = false;
    const api = mockSession(admin, {
      [`GET ${SYSTEM}`]: () => {
        const status = makeSystemStatus();
        if (sent) status.mail.failures = status.mail.failures.slice(1);
        return jsonResponse(200, status);
      },
      'POST /api/admin/system/mails/41/send-again': () => {
        sent = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/system');
    const mail = await screen.findByRole('region', { name: 'File des courriels' });
    expect(callsTo(api, 'GET', SYSTEM)).toBe(1);

    await user.click(
      within(mail).getByRole('button', {
        name: /^Renvoyer maintenant le courriel «\u00a0Votre place/,
      }),
    );
    const notice = await within(mail).findByRole('status');
    expect(plain(notice)).toContain(
      'Le courriel à marie.tremblay@example.com est remis en tête de file : il part dans un instant.',
    );
    expect(callsTo(api, 'POST', '/api/admin/system/mails/41/send-again')).toBe(1);
    expect(callsTo(api, 'GET', SYSTEM)).toBe(2);
    expect(within(mail).getAllByTestId('mail-failure-row')).toHaveLength(1);
    expect(within(mail).queryByText('marie.tremblay@example.com')).not.toBeInTheDocument();
  });

  it('says so when the mail no longer waits, and reads the page again', async () => {
    let gone = false;
    const api = mockSession(admin, {
      [`GET ${SYSTEM}`]: () => {
        const status = makeSystemStatus();
        if (gone) status.mail.failures = status.mail.failures.slice(0, 1);
        return jsonResponse(200, status);
      },
      'POST /api/admin/system/mails/42/send-again': () => {
        gone = true;
        return errorResponse(404, 'not-found');
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/system');
    const mail = await screen.findByRole('region', { name: 'File des courriels' });
    await user.click(within(mail).getByRole('button', { name: /luc\.gagnon@example\.com$/ }));

    expect(await within(mail).findByRole('alert')).toHaveTextContent(
      'Ce courriel n’attend plus d’envoi.',
    );
    expect(callsTo(api, 'GET', SYSTEM)).toBe(2);
    await waitFor(() => expect(within(mail).getAllByTestId('mail-failure-row')).toHaveLength(1));

    await user.click(within(mail).getByRole('button', { name: 'Fermer le message' }));
    expect(within(mail).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what is empty on a new server, and how to schedule the backups', async () => {
    mockSession(admin, { [`GET ${SYSTEM}`]: () => jsonResponse(200, quietSystemStatus()) });
    renderRoute('/admin/system');
    const tiles = await screen.findByRole('list', { name: 'État du système' });
    expect(within(tiles).getByTestId('stat-backup')).toHaveTextContent('Aucune');
    expect(within(tiles).getByTestId('backup-state')).toHaveTextContent('Non planifiée');
    expect(within(tiles).getByTestId('mail-failing')).toHaveTextContent('Aucun en échec');

    const backups = region('Sauvegardes');
    expect(plain(within(backups).getByRole('status'))).toContain(
      'Aucune sauvegarde n’est planifiée : pour en faire une chaque jour, indiquez son dossier dans la variable BACKUP_DIR du serveur.',
    );
    expect(within(backups).getByText('secours backup --output FICHIER').tagName).toBe('CODE');
    expect(within(backups).getByText('Aucune sauvegarde pour l’instant.')).toBeInTheDocument();

    const mail = region('File des courriels');
    expect(within(mail).getByText('Aucun envoi en échec')).toBeInTheDocument();
    expect(plain(within(mail).getByTestId('mail-queue'))).toContain(
      'Le plus ancien en attenteAucun',
    );
    expect(
      within(region('Tâches de fond')).getByText('Aucune tâche n’a encore tourné.'),
    ).toBeInTheDocument();
  });

  it('says when the page could not be read, and reads it again on Retry', async () => {
    let calls = 0;
    mockSession(admin, {
      [`GET ${SYSTEM}`]: () => {
        calls += 1;
        return calls <= 3 ? errorResponse(500, 'internal') : jsonResponse(200, makeSystemStatus());
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/system');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger l’état du système.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'État du système' })).toBeInTheDocument();
  });

  it('writes sizes, times and job names the English way', async () => {
    await i18n.changeLanguage('en');
    const status: SystemStatus = makeSystemStatus({ engine: 'postgresql' });
    mockSession(admin, { [`GET ${SYSTEM}`]: () => jsonResponse(200, status) });
    renderRoute('/admin/system');
    const tiles = await screen.findByRole('list', { name: 'System state' });
    expect(within(tiles).getByTestId('stat-database')).toHaveTextContent('1.2 GB');
    expect(within(tiles).getByTestId('database-engine')).toHaveTextContent('PostgreSQL');
    expect(within(tiles).getByTestId('stat-backup')).toHaveTextContent('3h ago');
    expect(within(tiles).getByTestId('mail-failing')).toHaveTextContent('2 of them failing');
    const jobs = screen.getAllByTestId('job-row');
    expect(within(jobs[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Data retention',
    );
    expect(jobs[1]).toHaveTextContent('2 min 5 s');
    expect(
      screen.getByRole('button', {
        name: 'Send the mail “Votre place est confirmée” to marie.tremblay@example.com again now',
      }),
    ).toBeInTheDocument();
  });
});
