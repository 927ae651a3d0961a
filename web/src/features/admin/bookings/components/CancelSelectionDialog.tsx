import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, CircleStop } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { ReasonField } from '@/components/forms/ReasonField';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { ProgressTrack } from '@/components/ui/ProgressTrack';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminBooking } from '../api/types';
import { isActive } from '../booking-actions';
import {
  cancelSelectionSchema,
  type CancelSelectionInput,
  type CancelSelectionValues,
} from '../cancel-selection-schema';
import {
  useCancelSelection,
  type CancelProgress,
  type SelectionCancellation,
} from '../hooks/use-cancel-selection';
import { refundableCents } from './RefundSection';

const REFUNDS = ['none', 'full'] as const;

/** How far the cancellation has gone; it takes the focus when it starts. */
function Progress({ progress }: { progress: CancelProgress }) {
  const { t } = useTranslation('adminBookings');
  const id = useId();
  const block = useRef<HTMLDivElement>(null);
  const text = t('bookings.cancelSelection.progress', {
    done: progress.done,
    total: progress.total,
  });

  useEffect(() => block.current?.focus(), []);

  return (
    <div ref={block} tabIndex={-1} className="space-y-2 focus:outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span id={id} className="text-sm font-semibold text-slate-900">
          {progress.stopping
            ? t('bookings.cancelSelection.stopping')
            : t('bookings.cancelSelection.working')}
        </span>
        <span role="status" className="text-sm text-slate-700 tabular-nums">
          {text}
        </span>
      </div>
      <ProgressTrack
        aria-labelledby={id}
        value={(progress.done / progress.total) * 100}
        valueText={text}
        className="h-2.5 bg-slate-100"
        fillClassName="bg-brand-600"
      />
    </div>
  );
}

interface CancelSelectionFormProps {
  bookings: readonly AdminBooking[];
  cancel: ReturnType<typeof useCancelSelection>;
  onClose: () => void;
  onDone: (outcome: SelectionCancellation) => void;
}

function CancelSelectionForm({ bookings, cancel, onClose, onDone }: CancelSelectionFormProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const inactive = bookings.filter((booking) => !isActive(booking)).length;
  const paid = bookings.filter((booking) => isActive(booking) && refundableCents(booking) > 0);
  const refundTotal = paid.reduce((sum, booking) => sum + refundableCents(booking), 0);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CancelSelectionInput, unknown, CancelSelectionValues>({
    resolver: zodResolver(cancelSelectionSchema),
    defaultValues: { reason: '', refund: paid.length > 0 ? 'full' : 'none' },
  });
  const length = useWatch({ control, name: 'reason' }).length;
  const { progress } = cancel;
  const reasonError = errors.reason?.message;

  const submit = async (values: CancelSelectionValues) =>
    onDone(await cancel.run(bookings, values));

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(submit)}>
      <div className="space-y-3 text-slate-700">
        <p>{t('bookings.cancelSelection.text')}</p>
        {inactive > 0 && (
          <p className="font-semibold text-slate-900">
            {t('bookings.cancelSelection.inactive', { count: inactive })}
          </p>
        )}
      </div>
      <fieldset disabled={progress !== null} className="min-w-0 space-y-5">
        <ReasonField
          label={t('cancel.reason')}
          hint={t('cancel.reasonHint')}
          rows={3}
          length={length}
          error={reasonError ? t(`cancel.errors.${reasonError as 'reasonRequired'}`) : undefined}
          {...register('reason')}
        />
        {paid.length > 0 && (
          <ChoiceFieldset legend={t('bookings.cancelSelection.refund', { count: paid.length })}>
            <RadioChoices
              options={REFUNDS}
              field={register('refund')}
              layout="column"
              label={(option) =>
                t(`bookings.cancelSelection.refunds.${option}`, {
                  amount: formatMoney(refundTotal, language),
                })
              }
            />
            <p className="text-sm text-slate-600">{t('bookings.cancelSelection.refundHow')}</p>
          </ChoiceFieldset>
        )}
      </fieldset>
      {progress && <Progress progress={progress} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {progress ? (
          <Button variant="secondary" onClick={cancel.stop}>
            <CircleStop aria-hidden="true" className="size-5" />
            {t('bookings.cancelSelection.stop')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('bookings.cancelSelection.keep')}
            </Button>
            <SubmitButton
              icon={Ban}
              label={t('bookings.cancelSelection.confirm', { count: bookings.length })}
              busyLabel={t('bookings.cancelSelection.working')}
              busy={false}
            />
          </>
        )}
      </div>
    </form>
  );
}

interface CancelSelectionDialogProps {
  /** The bookings selected when it was asked; the dialog is open while they are set. */
  bookings: readonly AdminBooking[] | null;
  onClose: () => void;
  /** Every booking was tried (or the office stopped): what became of each. */
  onDone: (outcome: SelectionCancellation) => void;
}

/**
 * The office cancels a selection with one reason, and refunds each paid booking all that is left
 * or nothing. The bookings go one after the other, the progress shown; closing the dialog then
 * stops after the booking under way, and the page says what became of each.
 */
export function CancelSelectionDialog({ bookings, onClose, onDone }: CancelSelectionDialogProps) {
  const { t } = useTranslation('adminBookings');
  const cancel = useCancelSelection();
  const running = cancel.progress !== null;
  return (
    <Dialog
      open={bookings !== null}
      onClose={running ? cancel.stop : onClose}
      title={t('bookings.cancelSelection.title', { count: bookings?.length ?? 0 })}
      closeLabel={
        running ? t('bookings.cancelSelection.stop') : t('bookings.cancelSelection.close')
      }
    >
      {bookings && (
        <CancelSelectionForm
          bookings={bookings}
          cancel={cancel}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}
