import { PenLine } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { useFinalizeRoster } from '../api/finalize-roster';
import type { FinalizedRoster, RosterAttendee } from '../api/types';
import { certificateOutlook } from '../roster-rules';

/** The server's limits of a signature. */
const SIGNATURE_MIN_LENGTH = 2;
const SIGNATURE_MAX_LENGTH = 200;

interface FinalizeDialogProps {
  open: boolean;
  sessionId: number;
  /** The rows as shown (all recorded: the dialog opens only then). */
  attendees: readonly RosterAttendee[];
  onClose: () => void;
  onFinalized: (result: FinalizedRoster) => void;
  /** Another device signed it first. */
  onAlreadyFinalized: () => void;
}

/**
 * Signing the roster: what it will issue (a certificate to each attendee who passed and whose
 * booking is paid), then the instructor's full name typed as their signature.
 */
export function FinalizeDialog({ open, onClose, ...props }: FinalizeDialogProps) {
  const { t } = useTranslation('instructor');
  return (
    <Dialog open={open} onClose={onClose} title={t('finalize.title')} closeLabel={t('close')}>
      <FinalizeForm onClose={onClose} {...props} />
    </Dialog>
  );
}

function FinalizeForm({
  sessionId,
  attendees,
  onClose,
  onFinalized,
  onAlreadyFinalized,
}: Omit<FinalizeDialogProps, 'open'>) {
  const { t } = useTranslation('instructor');
  const finalize = useFinalizeRoster(sessionId);
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<'signatureRequired' | 'signatureTooLong' | null>(null);
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const outlook = certificateOutlook(attendees);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = signature.trim();
    const problem =
      name.length < SIGNATURE_MIN_LENGTH
        ? 'signatureRequired'
        : name.length > SIGNATURE_MAX_LENGTH
          ? 'signatureTooLong'
          : null;
    setError(problem);
    setFailed(false);
    if (problem) {
      field.current?.focus();
      return;
    }
    finalize.mutate(name, {
      onSuccess: onFinalized,
      onError: (cause) => {
        if (cause instanceof ApiError && cause.code === 'roster-finalized') onAlreadyFinalized();
        else if (cause instanceof ApiError && cause.fields.signature) {
          setError('signatureRequired');
          field.current?.focus();
        } else setFailed(true);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">{t('finalize.text')}</p>
      <ul
        className="list-disc space-y-1 pl-5 text-sm text-slate-800"
        data-testid="finalize-outlook"
      >
        <li>{t('finalize.certificates', { count: outlook.certificates })}</li>
        {outlook.unpaid > 0 && <li>{t('finalize.unpaid', { count: outlook.unpaid })}</li>}
        {outlook.withoutResult > 0 && (
          <li>{t('finalize.withoutResult', { count: outlook.withoutResult })}</li>
        )}
      </ul>
      <TextField
        ref={field}
        label={t('finalize.signature')}
        hint={t('finalize.signatureHint')}
        autoComplete="name"
        maxLength={SIGNATURE_MAX_LENGTH}
        required
        value={signature}
        error={error ? t(`finalize.${error}`) : undefined}
        onChange={(event) => {
          setSignature(event.target.value);
          setError(null);
        }}
      />
      {failed && <Alert>{t('finalize.failed')}</Alert>}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('finalize.cancel')}
        </Button>
        <SubmitButton
          icon={PenLine}
          label={t('finalize.submit')}
          busyLabel={t('finalize.submitting')}
          busy={finalize.isPending}
        />
      </div>
    </form>
  );
}
