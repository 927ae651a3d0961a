import { useTranslation } from 'react-i18next';
import { ReasonDialog, reasonDialogTexts } from '@/components/ReasonDialog';
import type { StudentEnrollment } from '../api/types';

interface CompletionOverrideDialogProps {
  /** The enrollment to complete without attendance or payment, or null when closed. */
  enrollment: StudentEnrollment | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}

/** Says what is missing before a certificate, and asks why it is issued anyway. */
export function CompletionOverrideDialog({
  enrollment,
  pending,
  onClose,
  onSubmit,
}: CompletionOverrideDialogProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'student.enrollments.override' });
  const course = enrollment?.courseTitle ?? '';
  return (
    <ReasonDialog
      key={enrollment?.id}
      open={enrollment !== null}
      onClose={onClose}
      pending={pending}
      serverField="overrideReason"
      onSubmit={onSubmit}
      intro={
        enrollment && (
          <>
            <ul className="list-disc space-y-1 pl-5 font-semibold text-slate-900">
              {!enrollment.attended && <li>{t('missingAttendance', { course })}</li>}
              {!enrollment.paid && <li>{t('missingPayment', { course })}</li>}
            </ul>
            <p>{t('rule')}</p>
          </>
        )
      }
      texts={reasonDialogTexts((key) => t(key))}
    />
  );
}
