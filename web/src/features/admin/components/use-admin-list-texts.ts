import { useTranslation } from 'react-i18next';
import { pagedListTexts } from '@/components/list-texts';

type AdminList = 'students' | 'companies' | 'instructors' | 'promoCodes' | 'invoices';

/** An admin list's words for `PagedList`, all under `admin:<list>` (its Retry too). */
export function useAdminListTexts(list: AdminList) {
  const { t } = useTranslation('admin');
  return pagedListTexts(t, list, t(`${list}.retry`));
}
