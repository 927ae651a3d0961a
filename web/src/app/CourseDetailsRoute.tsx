import { CourseAdminActions } from '@/features/admin/courses/components/CourseAdminActions';
import CourseDetailsPage from '@/features/courses/routes/CourseDetailsPage';

/** The public course page, with the admin course editor's Edit and Delete for admins. */
export default function CourseDetailsRoute() {
  return <CourseDetailsPage adminActions={CourseAdminActions} />;
}
