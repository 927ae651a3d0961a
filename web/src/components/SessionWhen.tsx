import type { DayStyle } from '@/lib/format/quebec-time';
import { formatSessionDays, type DatedSession } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';

interface SessionWhenProps {
  session: DatedSession;
  /** 'short' days for the office's dense tables. */
  style?: DayStyle;
  /**
   * The dates on a line of their own, the hours under them (a session to choose, a list of
   * dates); otherwise one line of dates and hours.
   */
  stacked?: boolean;
  /** The classes of the hours' lines. */
  hoursClassName?: string;
}

const line = 'block first-letter:uppercase';

/**
 * When a session takes place, in Quebec time: every day it has, with its hours once when the days
 * share them, or each day with its own. Lines of text (spans), so it fits in a label, a table's
 * cell or a list.
 */
export function SessionWhen({
  session,
  style = 'long',
  stacked = false,
  hoursClassName = '',
}: SessionWhenProps) {
  const language = useLanguage();
  const when = formatSessionDays(session, language, style);
  if (when.hours !== null && !stacked) return <span className={line}>{when.text}</span>;
  return (
    <>
      {stacked && <span className={line}>{when.dates}</span>}
      {when.hours !== null ? (
        <span className={`block ${hoursClassName}`}>{when.hours}</span>
      ) : (
        when.days.map((day, index) => (
          <span key={index} className={`${line} ${hoursClassName}`}>
            {`${day.date}, ${day.hours}`}
          </span>
        ))
      )}
    </>
  );
}
