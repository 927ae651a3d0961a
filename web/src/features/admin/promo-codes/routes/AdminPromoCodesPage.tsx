import { TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { PagedList } from '@/components/PagedList';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { useNotice } from '@/lib/hooks/use-notice';
import { useAdminListTexts } from '@/features/admin/components/use-admin-list-texts';
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
  const texts = useAdminListTexts('promoCodes');
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

  function startCreating() {
    notice.clear();
    setCreating(true);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('promoCodes.title')}
        lead={t('promoCodes.lead')}
        add={{ icon: TicketPlus, label: t('promoCodes.create'), onClick: startCreating }}
      />

      <NoticeAlert notice={notice} dismissLabel={t('promoCodes.dismiss')} />

      <PagedList list={list} texts={texts} rowSelector={PROMO_CODE_ACTION}>
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
