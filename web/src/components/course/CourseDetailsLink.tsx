import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Course } from '@/lib/api/course-types';

interface CourseDetailsLinkProps {
  course: Pick<Course, 'slug'>;
  /** Its accessible name, which says which course ("Details of First aid"). */
  label: string;
  /** Its place in the card (spacing, height). */
  className: string;
  children: ReactNode;
}

/** The link from a course's card to the course's page, its text followed by an arrow. */
export function CourseDetailsLink({ course, label, className, children }: CourseDetailsLinkProps) {
  return (
    <Link
      to={paths.course(course.slug)}
      aria-label={label}
      className={`inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline ${className}`}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
