import { toLanguage } from '@/lib/i18n/languages';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How long a job ran: "350 ms", "1,4 s" / "1.4 s" under a minute, "2 min 05 s" / "2 min 5 s"
 * above (no-break spaces in French).
 */
export function formatRunTime(milliseconds: number, language: string | undefined): string {
  const french = toLanguage(language) === 'fr';
  const space = french ? '\u00a0' : ' ';
  const ms = Math.max(0, Math.round(milliseconds));
  if (ms < SECOND) return `${ms}${space}ms`;
  // 59.96 s would round to "60 s": a minute from there.
  if (ms < MINUTE - 50) {
    const seconds = String(Math.round(ms / 100) / 10);
    return `${french ? seconds.replace('.', ',') : seconds}${space}s`;
  }
  const total = Math.round(ms / SECOND);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}${space}min${space}${french ? String(seconds).padStart(2, '0') : seconds}${space}s`;
}

/** A day's backup is late past 26 hours: the daily run, with two hours to finish. */
const LATE_AFTER = 26 * 60 * MINUTE;

/**
 * Whether the last verified backup calls for the office's attention: older than 26 hours, or
 * none at all while the daily backup is configured.
 */
export function backupIsLate(
  lastVerifiedAt: string | null,
  configured: boolean,
  now: Date = new Date(),
): boolean {
  if (!lastVerifiedAt) return configured;
  return now.getTime() - new Date(lastVerifiedAt).getTime() > LATE_AFTER;
}
