import type { LucideIcon } from 'lucide-react';
import { rowActionClass } from './DataTable';

const tones = {
  neutral: 'border-slate-300 text-slate-900 hover:bg-slate-50',
  danger: 'border-brand-700/30 text-brand-700 hover:bg-brand-50',
} as const;

interface RowActionButtonProps {
  icon: LucideIcon;
  /** What the button shows ("Edit"). */
  text: string;
  /** Its accessible name, which says which row ("Edit the session of May 3"). */
  label: string;
  onClick: () => void;
  tone?: keyof typeof tones;
}

/** One of a table row's actions: a small outlined button with its icon. */
export function RowActionButton({
  icon: Icon,
  text,
  label,
  onClick,
  tone = 'neutral',
}: RowActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`${rowActionClass} ${tones[tone]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </button>
  );
}
