import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/SelectField';
import type { Schemas } from '@/lib/api/types';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';

type Session = Schemas['Session'];

interface SessionSelectProps {
  label: string;
  /** The course's upcoming sessions; undefined while they load. */
  sessions: readonly Session[] | undefined;
  /** The booking's own session, not offered. */
  currentId: number | undefined;
  /** Sessions that start before this moment (ms) are not offered: a customer's deadline. */
  startsAfter?: number;
  value: string;
  onChange: (value: string) => void;
}

/** Where a booking can move: the other sessions of its course that have seats left. */
export function SessionSelect({
  label,
  sessions,
  currentId,
  startsAfter,
  value,
  onChange,
}: SessionSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choices = (sessions ?? []).filter(
    (session) =>
      session.id !== currentId &&
      session.seatsLeft > 0 &&
      (startsAfter === undefined || Date.parse(session.startsAt) >= startsAfter),
  );
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={sessions === undefined || choices.length === 0}
    >
      <option value="">
        {sessions === undefined
          ? t('sessionChoice.loading')
          : choices.length === 0
            ? t('sessionChoice.none')
            : t('sessionChoice.choose')}
      </option>
      {choices.map((session) => (
        <option key={session.id} value={session.id}>
          {t('sessionChoice.option', {
            date: formatSessionDays(session, language).text,
            location: session.location,
            count: session.seatsLeft,
          })}
        </option>
      ))}
    </SelectField>
  );
}
