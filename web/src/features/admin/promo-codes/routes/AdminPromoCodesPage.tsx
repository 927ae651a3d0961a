import { TicketPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/Button';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { formatWholeNumber } from '@/lib/format/number';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { usePromoCodes } from '../api/get-promo-codes';
import type { PromoCode } from '../api/types';
import { useUpdatePromoCode } from '../api/update-promo-code';
import { PromoCodeDialog } from '../components/PromoCodeDialog';
import { PROMO_CODE_ACTION, PromoCodesTable } from '../components/PromoCodesTable';
import { codesOf } from '../format';

/**
 * /admin/promo-codes: the codes page by page, newest first, each with its discount, courses,
 * dates, uses and state, stopped or resumed from its row; a dialog creates one.
 */
export default function AdminPromoCodesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const list = usePromoCodes();
  const { data, isPending, isError, isRefetching, refetch } = list;
  const codes = useMemo(() => codesOf(data?.pages), [data]);
  // The course titles of the codes given for some courses only.
  const courses = useAdminCourses();
  const update = useUpdatePromoCode();
  const notice = useNotice();
  const [creating, setCreating] = useState(false);

  function toggle(code: PromoCode) {
    notice.clear();
    update.mutate(
      { id: code.id, active: !code.active },
      {
        onSuccess: (changed) =>
          notice.success(
            t(changed.active ? 'promoCodes.resumed' : 'promoCodes.stopped', { code: changed.code }),
          ),
        onError: () => notice.error(t('promoCodes.toggleFailed')),
      },
    );
  }

  function created(code: PromoCode) {
    setCreating(false);
    notice.success(t('promoCodes.created', { code: code.code }));
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('promoCodes.title')}
        lead={t('promoCodes.lead')}
        actions={
          <Button
            className="shrink-0"
            onClick={() => {
              notice.clear();
              setCreating(true);
            }}
          >
            <TicketPlus aria-hidden="true" className="size-5" />
            {t('promoCodes.create')}
          </Button>
        }
      />

      <NoticeAlert notice={notice} dismissLabel={t('promoCodes.dismiss')} />

      {isError && !data ? (
        <LoadError
          message={t('promoCodes.loadError')}
          retryLabel={t('promoCodes.retry')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('promoCodes.loading')} />
        </div>
      ) : (
        <div className="space-y-4">
          <PromoCodesTable
            codes={codes}
            // Unread, the courses are named by their number.
            courses={courses.data ?? (courses.isError ? [] : undefined)}
            busyId={update.isPending ? (update.variables?.id ?? null) : null}
            onToggle={toggle}
          />
          {codes.length > 0 && (
            <LoadMore
              summary={t('promoCodes.shown', {
                count: codes.length,
                shown: formatWholeNumber(codes.length, language),
              })}
              count={codes.length}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              error={list.isFetchNextPageError ? t('promoCodes.loadMoreError') : undefined}
              onLoadMore={() => void list.fetchNextPage()}
              labels={{
                loadMore: t('promoCodes.loadMore'),
                loading: t('promoCodes.loadingMore'),
                retry: t('promoCodes.retry'),
              }}
              rowSelector={PROMO_CODE_ACTION}
            />
          )}
        </div>
      )}

      <PromoCodeDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}
