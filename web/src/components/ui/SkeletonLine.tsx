interface SkeletonLineProps {
  /** The line height of the text it stands for (h-5 for text-sm, h-7 for text-lg…). */
  height: string;
  /** The grey bar's height and width, inside the line. */
  bar: string;
  className?: string;
}

/**
 * One line of text while its data loads, as tall as the text will be: skeletons built of these
 * keep their final size, so nothing below them moves when the data arrives.
 */
export function SkeletonLine({ height, bar, className = '' }: SkeletonLineProps) {
  return (
    <div className={`flex items-center ${height} ${className}`}>
      <div className={`animate-pulse rounded bg-surface-strong ${bar}`} />
    </div>
  );
}
