import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './Button';

type SmallActionButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  icon: LucideIcon;
  label: string;
  /** 'danger': the icon in red, for an action that removes (Delete). */
  tone?: 'neutral' | 'danger';
};

/**
 * A small secondary button with its icon, for an item's own actions (a row's, a card's): `label`
 * shows, `aria-label` names the item ("Modifier Luc Roy").
 */
export function SmallActionButton({
  icon: Icon,
  label,
  tone = 'neutral',
  ...props
}: SmallActionButtonProps) {
  return (
    <Button variant="secondary" size="sm" {...props}>
      <Icon aria-hidden="true" className={tone === 'danger' ? 'size-4 text-brand-700' : 'size-4'} />
      {label}
    </Button>
  );
}
