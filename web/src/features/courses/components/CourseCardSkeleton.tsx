/** The shape of a course card while the catalogue loads. */
export function CourseCardSkeleton() {
  return (
    <div className="h-full overflow-hidden rounded-2xl border border-surface-strong bg-white shadow-sm">
      <div className="aspect-video w-full animate-pulse bg-surface-strong" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-32 animate-pulse rounded-full bg-surface-strong" />
        <div className="h-6 w-4/5 animate-pulse rounded bg-surface-strong" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-surface-strong" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-surface-strong" />
        <div className="h-11 w-32 animate-pulse rounded-lg bg-surface-strong" />
      </div>
    </div>
  );
}
