import { Award, Building2, HeartPulse } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '@/components/BookingStatusBadge';
import { FactList } from '@/components/ui/FactList';
import type { Attendance, Result, RosterAttendee } from '../api/types';
import {
  ATTENDANCES,
  attendanceChange,
  attendanceOn,
  attendingEveryDay,
  needsAttendance,
  RESULTS,
  resultChange,
} from '../roster-rules';
import type { RosterChange, RosterRow } from '../roster-outbox';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import { ChoiceGroup, type ChoiceTone } from './ChoiceGroup';
import { NoteField } from './NoteField';
import { RowStatus } from './RowStatus';

const attendanceTones: Record<Attendance, ChoiceTone> = {
  present: 'success',
  late: 'pending',
  absent: 'neutral',
};

const resultTones: Record<Result, ChoiceTone> = {
  passed: 'success',
  remediation: 'pending',
  failed: 'danger',
  'no-show': 'neutral',
};

const paymentTones: Record<RosterAttendee['paymentStatus'], StatusTone> = {
  'awaiting-payment': 'pending',
  paid: 'success',
  refunded: 'neutral',
  credited: 'neutral',
};

interface AttendeeCardProps {
  row: RosterRow;
  /** The roster is signed: the row is read only. */
  locked: boolean;
  /** The session's day whose check-in the buttons record (1: its first), of `dayCount`. */
  day?: number;
  dayCount?: number;
  onChange: (bookingId: number, change: RosterChange) => void;
  onRetry: (bookingId: number) => void;
  onDismiss: (bookingId: number) => void;
}

/**
 * One attendee: name, company, booking and payment, special requests (medical notes included),
 * then the check-in and result buttons and the note, each tap shown at once; once signed, the
 * values as text.
 */
export function AttendeeCard({
  row,
  locked,
  day = 1,
  dayCount = 1,
  onChange,
  onRetry,
  onDismiss,
}: AttendeeCardProps) {
  const { t } = useTranslation('instructor');
  const nameId = useId();
  const { attendee } = row;
  const { bookingId } = attendee;
  const change = (next: RosterChange | null) => next && onChange(bookingId, next);
  const unsaved = row.save === 'unsaved';

  return (
    <li
      data-testid="attendee"
      data-save={row.save}
      aria-labelledby={nameId}
      className={`min-w-0 space-y-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${unsaved ? 'border-pending-700 border-l-8' : 'border-surface-strong'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={nameId} className="text-lg font-bold text-slate-900 [overflow-wrap:anywhere]">
            {`${attendee.firstName} ${attendee.lastName}`.trim() || t('roster.unnamed')}
          </h3>
          {attendee.company && (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-700">
              <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {attendee.company}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <BookingStatusBadge
            status={attendee.bookingStatus}
            label={t(`roster.booking.${attendee.bookingStatus}`)}
          />
          <StatusPill tone={paymentTones[attendee.paymentStatus]}>
            {t(`roster.payment.${attendee.paymentStatus}`)}
          </StatusPill>
        </div>
      </div>

      {attendee.specialRequests.trim() && (
        <div
          data-testid="special-requests"
          className="rounded-lg border-l-4 border-pending-700 bg-pending-50 p-3"
        >
          <p className="flex items-center gap-1.5 text-sm font-semibold text-pending-700">
            <HeartPulse aria-hidden="true" className="size-4 shrink-0" />
            {t('roster.specialRequests')}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
            {attendee.specialRequests}
          </p>
        </div>
      )}

      {locked ? (
        <FactList
          compact
          facts={[
            ...Array.from({ length: dayCount }, (_, index) => {
              const attendance = attendanceOn(attendee, index + 1);
              return {
                key: `attendance-${index + 1}`,
                label:
                  dayCount > 1
                    ? t('roster.attendanceOnDay', { day: index + 1 })
                    : t('roster.attendance'),
                value: attendance
                  ? t(`roster.attendanceChoice.${attendance}`)
                  : t('roster.notRecorded'),
              };
            }),
            {
              key: 'result',
              label: t('roster.result'),
              value: attendee.result
                ? t(`roster.resultChoice.${attendee.result}`)
                : t('roster.notRecorded'),
            },
            {
              key: 'note',
              label: t('roster.note'),
              value: attendee.note || t('roster.noNote'),
            },
          ]}
        />
      ) : (
        <>
          <ChoiceGroup
            label={dayCount > 1 ? t('roster.attendanceOnDay', { day }) : t('roster.attendance')}
            nameId={nameId}
            options={ATTENDANCES}
            value={attendanceOn(attendee, day)}
            labelOf={(value) => t(`roster.attendanceChoice.${value}`)}
            toneOf={(value) => attendanceTones[value]}
            columns="grid-cols-3"
            onChoose={(value) => change(attendanceChange(attendee, value, day))}
          />
          {dayCount > 1 && (
            <p className="text-sm text-slate-700" data-testid="days-checked-in">
              {Array.from({ length: dayCount }, (_, index) => {
                const attendance = attendanceOn(attendee, index + 1);
                return t('roster.dayCheckIn', {
                  day: index + 1,
                  attendance: attendance
                    ? t(`roster.attendanceChoice.${attendance}`)
                    : t('roster.notRecorded'),
                });
              }).join(' · ')}
            </p>
          )}
          <ChoiceGroup
            label={t('roster.result')}
            nameId={nameId}
            options={RESULTS}
            value={attendee.result}
            labelOf={(value) => t(`roster.resultChoice.${value}`)}
            toneOf={(value) => resultTones[value]}
            isDisabled={(value) => needsAttendance(value) && !attendingEveryDay(attendee)}
            disabledHint={
              dayCount > 1 ? t('roster.resultNeedsEveryDay') : t('roster.resultNeedsAttendance')
            }
            columns="grid-cols-2 sm:grid-cols-4"
            onChoose={(value) => change(resultChange(attendee, value))}
          />
          <NoteField
            note={attendee.note}
            nameId={nameId}
            onSave={(note) => onChange(bookingId, { note })}
          />
        </>
      )}

      {attendee.certificate && (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-600">
          <Award aria-hidden="true" className="size-4 shrink-0" />
          {t('roster.certificate', { id: attendee.certificate.credentialId })}
        </p>
      )}

      <RowStatus
        row={row}
        onRetry={() => onRetry(bookingId)}
        onDismiss={() => onDismiss(bookingId)}
      />
    </li>
  );
}
