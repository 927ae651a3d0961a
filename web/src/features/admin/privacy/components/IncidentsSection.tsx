import { ClipboardPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { Button } from '@/components/ui/Button';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatWholeNumber } from '@/lib/format/number';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useIncidents } from '../api/list-incidents';
import type { Incident } from '../api/types';
import { rowsOf } from '../format';
import { IncidentDialog } from './IncidentDialog';
import { INCIDENT_BUTTON, IncidentsTable } from './IncidentsTable';
import { PagedList } from './PagedList';
import { PrivacySection } from './PrivacySection';

/**
 * The register of confidentiality incidents, newest first: an incident is recorded, and its entry
 * corrected or completed later (the Commission, the people told); it is never deleted.
 */
export function IncidentsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const list = useIncidents();
  const incidents = useMemo(() => rowsOf(list.data?.pages, (page) => page.incidents), [list.data]);
  const [open, setOpen] = useState<Incident | 'new' | null>(null);
  const notice = useNotice();

  function saved(incident: Incident, created: boolean) {
    const date = formatCalendarDate(incident.occurredOn, language);
    notice.success(
      created
        ? t('privacy.incidents.recorded', { date })
        : t('privacy.incidents.corrected', { date }),
    );
    setOpen(null);
  }

  return (
    <PrivacySection
      title={t('privacy.incidents.title')}
      lead={t('privacy.incidents.lead')}
      note={t('privacy.incidents.kept')}
      action={
        <Button
          className="shrink-0"
          onClick={() => {
            notice.clear();
            setOpen('new');
          }}
        >
          <ClipboardPlus aria-hidden="true" className="size-5" />
          {t('privacy.incidents.record')}
        </Button>
      }
    >
      <NoticeAlert notice={notice} dismissLabel={t('privacy.dismiss')} />
      <PagedList
        query={list}
        count={incidents.length}
        texts={{
          loading: t('privacy.incidents.loading'),
          loadError: t('privacy.incidents.loadError'),
          shown: t('privacy.incidents.shown', {
            count: incidents.length,
            shown: formatWholeNumber(incidents.length, language),
          }),
        }}
        rowSelector={INCIDENT_BUTTON}
      >
        <IncidentsTable
          incidents={incidents}
          onEdit={(incident) => {
            notice.clear();
            setOpen(incident);
          }}
        />
      </PagedList>
      <IncidentDialog incident={open} onClose={() => setOpen(null)} onSaved={saved} />
    </PrivacySection>
  );
}
