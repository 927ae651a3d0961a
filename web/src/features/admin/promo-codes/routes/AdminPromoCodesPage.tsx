import { TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { Button } from '@/components/ui/Button';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { useNotice } from '@/lib/hooks/use-notice';
import { usePromoCodes } from '../api/get-promo-codes';
import type { PromoCode } from '../api/types';
import { useUpdatePromoCode } from '../api/update-promo-code';
import { PromoCodeDialog } from '../components/PromoCodeDialog';
import { PROMO_CODE_ACTION, PromoCodesTable } from '../components/PromoCodesTable';

/**
 * /admin/promo-codes: the codes page by page, newest first, each with its discount, courses,
 * dates, uses and state, stopped or resumed from its row; a dialog creates one.
 */
export default function AdminPromoCodesPage() {
  const { t } = useTranslation('admin');
  const list = usePromoCodes();
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

      <PagedList
        list={list}
        texts={{
          loading: t('promoCodes.loading'),
          loadError: t('promoCodes.loadError'),
          loadMoreError: t('promoCodes.loadMoreError'),
          retry: t('promoCodes.retry'),
          shown: (values) => t('promoCodes.shown', values),
        }}
        rowSelector={PROMO_CODE_ACTION}
      >
        <PromoCodesTable
          codes={list.rows}
          // Unread, the courses are named by their number.
          courses={courses.data ?? (courses.isError ? [] : undefined)}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
          onToggle={toggle}
        />
      </PagedList>

      <PromoCodeDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}
