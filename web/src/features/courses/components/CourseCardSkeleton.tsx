import { CourseImage } from '@/components/course/CourseImage';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { COURSE_PICTURE_SLOT, prerenderSlots } from '@/lib/prerender-slots';
import { CourseFactsSkeleton } from './CourseFactsSkeleton';

/**
 * The shape of a course card while the catalogue loads, line for line as tall as the card. The
 * first card of a prerendered page shows the first course's picture (decision 028).
 */
export function CourseCardSkeleton({ first = false }: { first?: boolean }) {
  return (
    <div className="h-full overflow-hidden rounded-2xl border border-surface-strong bg-white shadow-sm">
      {first && prerenderSlots.on ? (
        <CourseImage src={COURSE_PICTURE_SLOT} priority />
      ) : (
        <div className="aspect-video w-full animate-pulse bg-surface-strong" />
      )}
      <div className="p-5">
        <div className="h-6 w-32 animate-pulse rounded-full bg-surface-strong" />
        <SkeletonLine className="mt-3" height="h-7" bar="h-5 w-11/12" />
        <SkeletonLine height="h-7" bar="h-5 w-2/3" />
        <CourseFactsSkeleton className="mt-3" />
        <SkeletonLine className="mt-5" height="h-7" bar="h-6 w-24" />
        <div className="mt-4 flex gap-3">
          <div className="h-11 w-32 animate-pulse rounded-lg bg-surface-strong" />
          <div className="h-11 w-24 animate-pulse rounded-lg bg-surface-strong" />
        </div>
      </div>
    </div>
  );
}
