import { ProgressTrack } from '@/components/ui/ProgressTrack';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatPercent } from '../format';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What progresses, read by screen readers. */
  label: string;
}

/** A progress bar with its percentage written beside it. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const language = useLanguage();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  const text = formatPercent(percent, language);
  return (
    <div className="flex items-center gap-3">
      <ProgressTrack
        aria-label={label}
        value={percent}
        valueText={text}
        className="h-2.5 flex-1 bg-surface-strong"
        fillClassName={`transition-[width] ${percent >= 100 ? 'bg-success-600' : 'bg-brand-600'}`}
      />
      <span aria-hidden="true" className="w-12 text-right text-sm font-semibold text-slate-900">
        {text}
      </span>
    </div>
  );
}
