import type { ReactNode } from 'react';

interface CourseSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The section's spacing (the first has none above it). */
  className?: string;
  children: ReactNode;
}

/** A part of the course page (facts, upcoming dates, description, tags), named by its heading. */
export function CourseSection({ id, title, className, children }: CourseSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
