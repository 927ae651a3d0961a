interface ProgressTrackProps {
  /** 0 to 100; a value beyond either end fills the track to that end. */
  value: number;
  /** What screen readers hear instead of the number (its percentage, formatted). */
  valueText?: string;
  /** The track's size and colour. */
  className: string;
  /** The filled part's colour. */
  fillClassName: string;
  /** The track's name: its own, or the element that names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A progress bar: a rounded track filled from the left, read as a percentage. */
export function ProgressTrack({
  value,
  valueText,
  className,
  fillClassName,
  ...name
}: ProgressTrackProps) {
  const width = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      {...name}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-valuetext={valueText}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <div className={`h-full rounded-full ${fillClassName}`} style={{ width: `${width}%` }} />
    </div>
  );
}
