import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label: string;
  className?: string;
}

export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`inline-flex items-center ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
    </div>
  );
}
