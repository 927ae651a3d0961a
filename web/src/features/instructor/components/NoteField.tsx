import { Save } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { inputClasses } from '@/components/ui/field-styles';

/** The server's limit. */
const NOTE_MAX_LENGTH = 500;

interface NoteFieldProps {
  note: string;
  /** The id of the attendee's name: the field is named "Note Marie Tremblay". */
  nameId: string;
  onSave: (note: string) => void;
}

/**
 * An attendee's note: saved when the field is left, or with its small button (which shows once
 * the text changed).
 */
export function NoteField({ note, nameId, onSave }: NoteFieldProps) {
  const { t } = useTranslation('instructor');
  const labelId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // null: not being edited; the note shown is the row's.
  const [draft, setDraft] = useState<string | null>(null);
  const changed = draft !== null && draft !== note;

  function save() {
    if (changed) onSave(draft);
    setDraft(null);
  }

  return (
    <div className="space-y-1.5">
      <label id={labelId} htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
        {t('roster.note')}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        aria-labelledby={`${labelId} ${nameId}`}
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={draft ?? note}
        onChange={(event) => setDraft(event.target.value)}
        // Leaving for its own button saves with the button, which must stay there to be pressed.
        onBlur={(event) => event.relatedTarget !== saveButton.current && save()}
        className={inputClasses}
      />
      {changed && (
        <Button
          ref={saveButton}
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={() => {
            save();
            field.current?.focus();
          }}
        >
          <Save aria-hidden="true" className="size-4" />
          {t('roster.saveNote')}
        </Button>
      )}
    </div>
  );
}
