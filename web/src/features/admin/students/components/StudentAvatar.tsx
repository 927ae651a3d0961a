import { useState } from 'react';
import type { Student } from '../api/types';
import { initials } from '../student-name';

/** The student's picture, or their initials when there is none or it does not load. */
export function StudentAvatar({
  student,
  size = 'md',
}: {
  student: Pick<Student, 'firstName' | 'lastName' | 'avatar'>;
  size?: 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-10 text-sm';
  if (student.avatar && !failed) {
    return (
      <img
        src={student.avatar}
        alt=""
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-800`}
    >
      {initials(student)}
    </span>
  );
}
