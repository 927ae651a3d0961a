import { CalendarCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCancelSession } from '../api/cancel-session';
import { useAdminSessions } from '../api/get-admin-sessions';
import type { AdminSession } from '../api/types';
import { CancelSessionDialog } from '../components/CancelSessionDialog';
import { EditSessionDialog } from '../components/EditSessionDialog';
import { SessionFormDialog } from '../components/SessionFormDialog';
import { SessionsTable } from '../components/SessionsTable';

type Notice =
  | { tone: 'success'; key: 'created' | 'cancelledNotice' }
  | { tone: 'error'; key: 'errors.cancelFailed' | 'errors.alreadyCancelled' }
  | { tone: 'success' | 'error'; edit: 'saved' | 'errors.sessionCancelled' };

/** /admin/sessions: the upcoming sessions, scheduling, editing and cancelling one. */
export default function AdminSessionsPage() {
  const { t } = useTranslation('adminBookings');
  const { t: ta } = useTranslation('admin');
  const language = useLanguage();
  const { data, isPending, isError, isRefetching, refetch } = useAdminSessions(language);
  const cancel = useCancelSession();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<AdminSession | null>(null);
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmCancel() {
    if (!cancelling) return;
    setNotice(null);
    cancel.mutate(cancelling.id, {
      onSuccess: () => setNotice({ tone: 'success', key: 'cancelledNotice' }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          key:
            error instanceof ApiError && error.code === 'session-cancelled'
              ? 'errors.alreadyCancelled'
              : 'errors.cancelFailed',
        }),
      onSettled: () => setCancelling(null),
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('sessions.title')}
        lead={t('sessions.lead')}
        actions={
          <div className="flex shrink-0 flex-wrap gap-3">
            <ButtonLink to={paths.admin.bookings} variant="secondary">
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('sessions.bookingsLink')}
            </ButtonLink>
            <Button
              onClick={() => {
                setNotice(null);
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('sessions.create')}
            </Button>
          </div>
        }
      />

      {notice && (
        <Alert
          tone={notice.tone}
          dismissLabel={t('sessions.dismiss')}
          onDismiss={() => setNotice(null)}
        >
          {'edit' in notice ? ta(`sessionEdit.${notice.edit}`) : t(`sessions.${notice.key}`)}
        </Alert>
      )}

      {isError && !data ? (
        <LoadError
          message={t('sessions.loadError')}
          retryLabel={t('sessions.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('sessions.loading')} />
        </div>
      ) : (
        <SessionsTable
          sessions={data}
          onCancel={(session) => {
            setNotice(null);
            setCancelling(session);
          }}
          onEdit={(session) => {
            setNotice(null);
            setEditing(session);
          }}
        />
      )}

      <SessionFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setNotice({ tone: 'success', key: 'created' });
        }}
      />
      <EditSessionDialog
        session={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice({ tone: 'success', edit: 'saved' });
        }}
        onGone={() => {
          setEditing(null);
          setNotice({ tone: 'error', edit: 'errors.sessionCancelled' });
        }}
      />
      <CancelSessionDialog
        session={cancelling}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
