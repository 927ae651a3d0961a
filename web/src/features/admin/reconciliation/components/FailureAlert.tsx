import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Alert } from '@/components/ui/Alert';
import type { Failure } from '../failure';

interface FailureAlertProps {
  failure: Failure;
  onRetry: () => void;
  retrying: boolean;
}

/** Why the last preview or recording failed; Retry when trying again may help. */
export function FailureAlert({ failure, onRetry, retrying }: FailureAlertProps) {
  const { t } = useTranslation('adminReconciliation');
  if (!failure.retry) return <Alert>{failure.message}</Alert>;
  return (
    <LoadError
      message={failure.message}
      retryLabel={t('errors.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
