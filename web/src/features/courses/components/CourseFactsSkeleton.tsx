import { SkeletonLine } from '@/components/ui/SkeletonLine';

/** The lines of CourseFacts while the course loads: four facts, as tall as theirs. */
export function CourseFactsSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`grid gap-2 ${className}`}>
      <SkeletonLine height="h-5" bar="h-3.5 w-1/3" />
      <SkeletonLine height="h-5" bar="h-3.5 w-1/2" />
      <SkeletonLine height="h-5" bar="h-3.5 w-2/5" />
      <SkeletonLine height="h-5" bar="h-3.5 w-1/2" />
    </div>
  );
}
