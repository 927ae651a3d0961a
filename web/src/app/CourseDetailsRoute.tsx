import { Suspense, type ComponentProps } from 'react';
import CourseDetailsPage from '@/features/courses/routes/CourseDetailsPage';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';

/** The admin course editor's code loads only when an admin opens a course page. */
const CourseAdminActions = lazyWithStrings(
  () =>
    import('@/features/admin/courses/components/CourseAdminActions').then((m) => ({
      default: m.CourseAdminActions,
    })),
  ['courses'],
);

function AdminActions(props: ComponentProps<typeof CourseAdminActions>) {
  return (
    <Suspense fallback={null}>
      <CourseAdminActions {...props} />
    </Suspense>
  );
}

/** The public course page, with the admin course editor's Edit and Delete for admins. */
export default function CourseDetailsRoute() {
  return <CourseDetailsPage adminActions={AdminActions} />;
}
