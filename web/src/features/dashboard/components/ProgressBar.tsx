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
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-surface-strong"
      >
        <div
          className={`h-full rounded-full transition-[width] ${percent >= 100 ? 'bg-success-600' : 'bg-brand-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-12 text-right text-sm font-semibold text-slate-900">
        {text}
      </span>
    </div>
  );
}
