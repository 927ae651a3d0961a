import { useTranslation } from 'react-i18next';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import type { Roster } from '../api/types';

interface DayPickerProps {
  days: Roster['session']['days'];
  /** The day whose check-in the attendees' buttons record (1: the first). */
  day: number;
  onChange: (day: number) => void;
}

/** Which day of a session over several the check-in buttons record (issue 41). */
export function DayPicker({ days, day, onChange }: DayPickerProps) {
  const { t, i18n } = useTranslation('instructor');
  const options = days.map((_, index) => String(index + 1));
  return (
    <PillRadioGroup
      legend={t('roster.daysLegend')}
      name="roster-day"
      options={options}
      value={String(day)}
      onChange={(value) => onChange(Number(value))}
      size="lg"
      label={(option) =>
        t('roster.dayChoice', {
          day: option,
          date: formatCalendarDate(days[Number(option) - 1]?.date ?? '', i18n.language, 'medium'),
        })
      }
    />
  );
}

/** The day under way or the last one begun, else the first: where the class is at `now`. */
export function currentDay(days: Roster['session']['days'], now: number): number {
  let current = 1;
  days.forEach((day, index) => {
    if (Date.parse(day.startsAt) <= now) current = index + 1;
  });
  return current;
}
