import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed read, with a Retry button. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation('courses');
  return (
    <Alert
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
          {t('results.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
