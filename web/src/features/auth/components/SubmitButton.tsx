import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';

interface SubmitButtonProps {
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  busy: boolean;
}

/** The form's one primary action; its label says when the request is under way. */
export function SubmitButton({ icon: Icon, label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} className="w-full">
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
