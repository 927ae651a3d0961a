/* Vitest only: a sample of the office's system page. */
import type { Schemas } from '@/lib/api/types';

type SystemStatus = Schemas['SystemStatus'];

const HOUR = 3_600_000;
/** An instant `hours` before now, as the server writes it. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** A server on SQLite with a daily backup, two failed mails and a few jobs (one failing). */
export function makeSystemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    version: '1.8.0',
    engine: 'sqlite',
    databaseBytes: Math.round(1.2 * 1024 ** 3),
    mail: {
      waiting: 5,
      failing: 2,
      oldestWaitingAt: hoursAgo(2),
      failures: [
        {
          id: 41,
          recipient: 'marie.tremblay@example.com',
          subject: 'Votre place est confirmée',
          error: '550 mailbox unavailable',
          attempts: 3,
          createdAt: hoursAgo(5),
          nextAttemptAt: hoursAgo(-1),
        },
        {
          id: 42,
          recipient: 'luc.gagnon@example.com',
          subject: 'Rappel : votre formation demain',
          error: 'connection timed out',
          attempts: 1,
          createdAt: hoursAgo(1),
          nextAttemptAt: hoursAgo(-0.5),
        },
      ],
    },
    jobs: [
      {
        name: 'health check',
        lastRunAt: hoursAgo(0.1),
        durationMs: 12,
        ok: true,
        lastError: null,
        lastFailedAt: null,
      },
      {
        name: 'backups',
        lastRunAt: hoursAgo(3),
        durationMs: 1_420,
        ok: true,
        lastError: null,
        lastFailedAt: null,
      },
      {
        name: 'session reminders',
        lastRunAt: hoursAgo(1),
        durationMs: 125_000,
        ok: false,
        lastError: 'SMTP server refused the connection',
        lastFailedAt: hoursAgo(1),
      },
      {
        name: 'retention',
        lastRunAt: hoursAgo(5),
        durationMs: 350,
        ok: true,
        lastError: null,
        lastFailedAt: null,
      },
      {
        name: 'nightly report',
        lastRunAt: null,
        durationMs: 0,
        ok: true,
        lastError: null,
        lastFailedAt: null,
      },
    ],
    backups: {
      lastVerifiedAt: hoursAgo(3),
      runs: [
        {
          id: 7,
          kind: 'scheduled',
          startedAt: hoursAgo(3),
          finishedAt: hoursAgo(2.9),
          file: 'secours-2026-11-20.db.gz',
          bytes: 48 * 1024 ** 2,
          verified: true,
          error: null,
        },
        {
          id: 6,
          kind: 'manual',
          startedAt: hoursAgo(20),
          finishedAt: hoursAgo(19.9),
          file: 'avant-migration.db.gz',
          bytes: 47 * 1024 ** 2,
          verified: false,
          error: 'disk full',
        },
      ],
      schedule: {
        configured: true,
        folder: '/var/backups/secours',
        hour: 3,
        keepDays: 14,
        keepMonths: 12,
      },
    },
    ...overrides,
  };
}

/** A new server: nothing sent, no job run yet, no backup, no schedule. */
export const quietSystemStatus = (): SystemStatus =>
  makeSystemStatus({
    mail: { waiting: 0, failing: 0, oldestWaitingAt: null, failures: [] },
    jobs: [],
    backups: {
      lastVerifiedAt: null,
      runs: [],
      schedule: { configured: false, folder: null, hour: 3, keepDays: 14, keepMonths: 12 },
    },
  });
