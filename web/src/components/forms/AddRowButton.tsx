import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/Button';

interface AddRowButtonProps {
  /** What the button says ("Add a day"). */
  label: string;
  /** Its accessible name, when several such buttons need telling apart ("Add a range on Monday"). */
  name?: string;
  /** The button, focused when a row is removed (useFocusAfterRemove). */
  ref: Ref<HTMLButtonElement>;
  onAdd: () => void;
  /** The list holds as many rows as it may: the button is off and `fullNote` says why. */
  full: boolean;
  fullNote: string;
}

/** The button that adds a row to a list of field groups (a session's days, instructor numbers). */
export function AddRowButton({ label, name, ref, onAdd, full, fullNote }: AddRowButtonProps) {
  return (
    <div className="space-y-1.5">
      <Button
        ref={ref}
        variant="secondary"
        size="sm"
        className="min-h-11"
        disabled={full}
        aria-label={name}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {full && <p className="text-sm text-slate-600">{fullNote}</p>}
    </div>
  );
}
