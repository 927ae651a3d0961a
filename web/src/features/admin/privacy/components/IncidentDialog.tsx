import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Incident } from '../api/types';
import { IncidentForm } from './IncidentForm';
import { formatQuebecMoment } from '@/lib/format/quebec-time';

interface IncidentDialogProps {
  /** Open on a new entry ('new') or on the incident to correct; closed when null. */
  incident: Incident | 'new' | null;
  onClose: () => void;
  /** Saved: the incident as the register has it now, and whether it was new. */
  onSaved: (incident: Incident, created: boolean) => void;
}

/** Records an incident in the register, or corrects its entry (never deletes it). */
export function IncidentDialog({ incident, onClose, onSaved }: IncidentDialogProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const editing = incident !== null && incident !== 'new' ? incident : null;
  return (
    <Dialog
      open={incident !== null}
      onClose={onClose}
      size="lg"
      title={
        editing ? t('privacy.incidents.form.editTitle') : t('privacy.incidents.form.createTitle')
      }
      description={
        editing
          ? t('privacy.incidents.form.editDescription', {
              recordedAt: formatQuebecMoment(editing.recordedAt, language),
              recordedBy: editing.recordedBy,
            })
          : t('privacy.incidents.form.createDescription')
      }
      closeLabel={t('privacy.incidents.form.close')}
    >
      {incident !== null && (
        <IncidentForm
          key={editing?.id ?? 'new'}
          incident={editing}
          onCancel={onClose}
          onSaved={(saved) => onSaved(saved, editing === null)}
        />
      )}
    </Dialog>
  );
}
