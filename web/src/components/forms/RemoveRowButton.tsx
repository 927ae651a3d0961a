import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

interface RemoveRowButtonProps {
  /** What the button says ("Remove"). */
  label: string;
  /** Its accessible name, which says which row ("Remove number 2"). */
  name: string;
  onRemove: () => void;
  /** Its place in the row. */
  className?: string;
}

/** The button that removes one row of a list of field groups (instructor numbers, people typed in). */
export function RemoveRowButton({ label, name, onRemove, className }: RemoveRowButtonProps) {
  return (
    <Button variant="ghost" size="sm" className={className} aria-label={name} onClick={onRemove}>
      <Trash2 aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
