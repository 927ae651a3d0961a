import { zodResolver } from '@hookform/resolvers/zod';
import { Check, UserPen, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useCancelSeat } from '../api/cancel-seat';
import { useEmployees } from '../api/get-employees';
import { useNameSeat } from '../api/name-seat';
import type { TeamSeat } from '../api/types';
import {
  cancelSeatSchema,
  nameSeatErrorsFromServer,
  nameSeatSchema,
  seatFailure,
  SEAT_REASON_MAX,
  toSeatAttendee,
  type CancelSeatInput,
  type CancelSeatValues,
  type NameSeatInput,
  type NameSeatValues,
  type SeatFailure,
} from '../seat-schema';
import { useErrorText } from '../use-error-text';

/** Which team booking, of which company. */
export interface TeamBookingRef {
  companyId: number;
  teamBookingId: number;
}

interface SeatActionsProps {
  team: TeamBookingRef;
  seat: TeamSeat;
  /** "Luc Gagnon", or "Place à nommer": names the seat in the buttons' accessible names. */
  who: string;
  /** Says what was done, in the list's live region; `gone` when the seat lost its actions. */
  onDone: (message: string, gone?: boolean) => void;
}

type Open = 'none' | 'cancel' | 'name';

/** An active seat's actions: cancel it (a reason if wanted), give it to someone or name it. */
export function SeatActions({ team, seat, who, onDone }: SeatActionsProps) {
  const { t } = useTranslation('companies');
  const [open, setOpen] = useState<Open>('none');
  const unnamed = `${seat.firstName}${seat.lastName}`.trim() === '';
  const close = () => setOpen('none');

  return (
    <span className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={
          unnamed
            ? t('seats.nameFor', { reference: seat.reference })
            : t('seats.replaceFor', { who })
        }
        onClick={() => setOpen('name')}
      >
        <UserPen aria-hidden="true" className="size-4" />
        {unnamed ? t('seats.name') : t('seats.replace')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={
          unnamed
            ? t('seats.cancelUnnamedFor', { reference: seat.reference })
            : t('seats.cancelFor', { who })
        }
        onClick={() => setOpen('cancel')}
      >
        <UserX aria-hidden="true" className="size-4" />
        {t('seats.cancel')}
      </Button>
      <Dialog
        open={open === 'cancel'}
        onClose={close}
        title={t('seats.cancelTitle')}
        description={t('seats.cancelIntro', { who })}
        closeLabel={t('seats.close')}
      >
        {open === 'cancel' && (
          <CancelSeatForm
            team={team}
            seatId={seat.id}
            onCancel={close}
            onDone={() => {
              close();
              onDone(t('seats.cancelled', { who }), true);
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={open === 'name'}
        onClose={close}
        title={unnamed ? t('seats.nameTitle') : t('seats.replaceTitle')}
        description={unnamed ? t('seats.nameIntro') : t('seats.replaceIntro', { who })}
        closeLabel={t('seats.close')}
      >
        {open === 'name' && (
          <NameSeatForm
            team={team}
            seatId={seat.id}
            onCancel={close}
            onDone={(name) => {
              close();
              onDone(t('seats.named', { who: name }));
            }}
          />
        )}
      </Dialog>
    </span>
  );
}

function FailureAlert({ failure }: { failure: SeatFailure | null }) {
  const { t } = useTranslation('companies');
  if (!failure) return null;
  return <Alert>{t(`seats.failures.${failure}`)}</Alert>;
}

interface SeatFormProps {
  team: TeamBookingRef;
  seatId: number;
  onCancel: () => void;
}

function CancelSeatForm({
  team: { companyId, teamBookingId },
  seatId,
  onCancel,
  onDone,
}: SeatFormProps & { onDone: () => void }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const cancel = useCancelSeat(companyId, teamBookingId);
  const [failure, setFailure] = useState<SeatFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelSeatInput, unknown, CancelSeatValues>({
    resolver: zodResolver(cancelSeatSchema),
    defaultValues: { reason: '' },
  });

  // Awaited rather than given callbacks: the seat cancelled leaves the active ones, and this form
  // with it, before a callback of `mutate` would run.
  const submit = async ({ reason }: CancelSeatValues) => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ seatId, reason });
    } catch (error) {
      setFailure(seatFailure(error));
      return;
    }
    onDone();
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(submit)}>
      <TextAreaField
        label={t('seats.reason')}
        hint={t('seats.reasonHint')}
        rows={3}
        maxLength={SEAT_REASON_MAX}
        error={errorText(errors.reason?.message)}
        {...register('reason')}
      />
      <FailureAlert failure={failure} />
      <DialogFormActions
        cancelLabel={t('seats.keep')}
        onCancel={onCancel}
        icon={UserX}
        confirmLabel={t('seats.confirmCancel')}
        busyLabel={t('seats.cancelling')}
        busy={cancel.isPending}
      />
    </form>
  );
}

function NameSeatForm({
  team: { companyId, teamBookingId },
  seatId,
  onCancel,
  onDone,
}: SeatFormProps & { onDone: (name: string) => void }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const rename = useNameSeat(companyId, teamBookingId);
  const list = useEmployees(companyId);
  const employees = list.rows;
  const [failure, setFailure] = useState<SeatFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<NameSeatInput, unknown, NameSeatValues>({
    resolver: zodResolver(nameSeatSchema),
    defaultValues: { employeeId: '', firstName: '', lastName: '', email: '' },
  });
  const picked = useWatch({ control, name: 'employeeId' }) !== '';

  const submit = (values: NameSeatValues) => {
    setFailure(null);
    const employee = employees.find((candidate) => String(candidate.id) === values.employeeId);
    const name = employee
      ? `${employee.firstName} ${employee.lastName}`
      : `${values.firstName} ${values.lastName}`;
    rename.mutate(
      { seatId, body: toSeatAttendee(values) },
      {
        onSuccess: () => onDone(name),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            if (showServerFieldErrors(setError, nameSeatErrorsFromServer(error.fields))) return;
          }
          setFailure(seatFailure(error));
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(submit)}>
      <SelectField
        label={t('seats.employee')}
        hint={t('seats.employeeHint')}
        error={errorText(errors.employeeId?.message)}
        {...register('employeeId')}
      >
        <option value="">{t('seats.someoneElse')}</option>
        {employees.map((employee) => (
          <option key={employee.id} value={employee.id}>
            {`${employee.firstName} ${employee.lastName}`}
            {employee.email && ` (${employee.email})`}
          </option>
        ))}
      </SelectField>
      {!picked && (
        <fieldset className="min-w-0 space-y-4">
          <legend className="text-sm font-semibold text-slate-900">{t('seats.typeIn')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('teamForm.firstName')}
              autoComplete="off"
              maxLength={100}
              error={errorText(errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextField
              label={t('teamForm.lastName')}
              autoComplete="off"
              maxLength={100}
              error={errorText(errors.lastName?.message)}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t('teamForm.email')}
            hint={t('seats.emailHint')}
            type="email"
            autoComplete="off"
            maxLength={254}
            error={errorText(errors.email?.message)}
            {...register('email')}
          />
        </fieldset>
      )}
      <FailureAlert failure={failure} />
      <DialogFormActions
        cancelLabel={t('seats.back')}
        onCancel={onCancel}
        icon={Check}
        confirmLabel={t('seats.save')}
        busyLabel={t('seats.saving')}
        busy={rename.isPending}
      />
    </form>
  );
}
