import { SkeletonLine } from '@/components/ui/SkeletonLine';

const card = 'rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-6';

/** The page's shape while its figures load: four tiles, then three sections of rows. */
export function SystemSkeleton({ label }: { label: string }) {
  return (
    <div role="status" data-testid="system-loading">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-6">
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${card} flex items-center gap-4`}>
              <div className="size-10 shrink-0 animate-pulse rounded-xl bg-surface-strong sm:size-12" />
              <div className="min-w-0 flex-1">
                <SkeletonLine height="h-8" bar="h-6 w-20" />
                <SkeletonLine height="h-5" bar="h-3.5 w-32 max-w-full" />
              </div>
            </div>
          ))}
        </div>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={card}>
            <SkeletonLine height="h-7" bar="h-5 w-40" />
            <SkeletonLine height="h-5" bar="h-3.5 w-72 max-w-full" />
            <div className="mt-4 space-y-3">
              {Array.from({ length: 3 }, (_, row) => (
                <SkeletonLine key={row} height="h-5" bar="h-3.5 w-full" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
