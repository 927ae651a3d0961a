import { ClipboardPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PagedList } from '@/components/PagedList';
import { Button } from '@/components/ui/Button';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useIncidents } from '../api/list-incidents';
import type { Incident } from '../api/types';
import { IncidentDialog } from './IncidentDialog';
import { INCIDENT_BUTTON, IncidentsTable } from './IncidentsTable';
import { PrivacySection } from './PrivacySection';

/**
 * The register of confidentiality incidents, newest first: an incident is recorded, and its entry
 * corrected or completed later (the Commission, the people told); it is never deleted.
 */
export function IncidentsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const list = useIncidents();
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
        list={list}
        texts={{
          loading: t('privacy.incidents.loading'),
          loadError: t('privacy.incidents.loadError'),
          loadMoreError: t('privacy.loadMoreError'),
          retry: t('privacy.retry'),
          shown: (values) => t('privacy.incidents.shown', values),
        }}
        rowSelector={INCIDENT_BUTTON}
      >
        <IncidentsTable
          incidents={list.rows}
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
