import type { TFunction } from 'i18next';
import type { Job } from './api/types';

/**
 * The server's background jobs by their English task names, in the order the page lists them:
 * the business's own first, then the upkeep of the server. Each maps to its label's key.
 */
const JOB_KEYS = {
  retention: 'retention',
  'session reminders': 'sessionReminders',
  'renewal reminders': 'renewalReminders',
  'waiting lists': 'waitingLists',
  'hold expiry': 'holdExpiry',
  'office figures': 'officeFigures',
  'invoice reminders': 'invoiceReminders',
  backups: 'backups',
  'booking tallies': 'bookingTallies',
  'search backlog': 'searchBacklog',
  'WAL checkpoint': 'walCheckpoint',
  'refund recovery': 'refundRecovery',
  'public change marker': 'publicChangeMarker',
  'health check': 'healthCheck',
  'job log': 'jobLog',
} as const;

type KnownJob = keyof typeof JOB_KEYS;

const ORDER = Object.keys(JOB_KEYS);

const isKnown = (name: string): name is KnownJob => Object.hasOwn(JOB_KEYS, name);

/** A job's label in the page's language; the server's name for a job the page does not know. */
export function jobLabel(name: string, t: TFunction<'adminSystem'>): string {
  return isKnown(name) ? t(`jobs.names.${JOB_KEYS[name]}`) : name;
}

/** The known jobs in the page's order, then the others as the server lists them. */
export function sortJobs(jobs: readonly Job[]): Job[] {
  const rank = (job: Job) => {
    const index = ORDER.indexOf(job.name);
    return index === -1 ? ORDER.length : index;
  };
  return [...jobs].sort((a, b) => rank(a) - rank(b));
}
