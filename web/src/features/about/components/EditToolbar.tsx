import { Pencil, Save, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

interface EditToolbarProps {
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** The admin's floating buttons: Edit Page, then Save (submits the page form) and Cancel. */
export function EditToolbar({ editing, saving, onEdit, onCancel }: EditToolbarProps) {
  const { t } = useTranslation('about');
  return (
    <div
      role="toolbar"
      aria-label={t('edit.toolbar')}
      className="fixed right-4 bottom-4 z-30 flex gap-2 rounded-2xl bg-white/95 p-2 shadow-lg ring-1 ring-slate-200 sm:right-6 sm:bottom-6"
    >
      {editing ? (
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            <X aria-hidden="true" className="size-4" />
            {t('edit.cancel')}
          </Button>
          <Button type="submit" form="about-form" disabled={saving}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? t('edit.saving') : t('edit.save')}
          </Button>
        </>
      ) : (
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit.start')}
        </Button>
      )}
    </div>
  );
}
