import { CourseImage } from '@/components/course/CourseImage';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { COURSE_PICTURE_SLOT, prerenderSlots } from '@/lib/prerender-slots';
import { CourseFactsSkeleton } from './CourseFactsSkeleton';

const block = 'animate-pulse bg-surface-strong';

/**
 * The course page while its course loads, in the page's grid and about its size, so that
 * nothing moves much when the course arrives (the server usually embeds it: then it never shows).
 */
export function CourseDetailsSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-10"
    >
      <div className="min-w-0 lg:col-start-1">
        <div className={`h-6 w-40 rounded-full ${block}`} />
        <SkeletonLine className="mt-3" height="h-9 sm:h-10" bar="h-7 w-11/12 sm:w-3/4" />
        <SkeletonLine className="sm:hidden" height="h-9" bar="h-7 w-1/2" />
        {prerenderSlots.on ? (
          <CourseImage
            src={COURSE_PICTURE_SLOT}
            priority
            className="mt-6 rounded-2xl sm:aspect-[2/1]"
          />
        ) : (
          <div className={`mt-6 aspect-video w-full rounded-2xl sm:aspect-[2/1] ${block}`} />
        )}
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="h-96 rounded-2xl border border-surface-strong bg-white p-6 shadow-sm">
          <SkeletonLine height="h-9" bar="h-8 w-32" />
          <SkeletonLine className="mt-1" height="h-5" bar="h-3.5 w-3/4" />
          <div className={`mt-5 h-12 w-full rounded-lg ${block}`} />
        </div>
      </div>
      <div className="min-w-0 lg:col-start-1">
        <SkeletonLine height="h-7" bar="h-5 w-48" />
        <CourseFactsSkeleton className="mt-3 sm:grid-cols-2" />
        <SkeletonLine className="mt-8" height="h-7" bar="h-5 w-40" />
        <SkeletonLine className="mt-3" height="h-6" bar="h-4 w-full" />
        <SkeletonLine height="h-6" bar="h-4 w-full" />
        <SkeletonLine height="h-6" bar="h-4 w-2/3" />
      </div>
    </div>
  );
}
