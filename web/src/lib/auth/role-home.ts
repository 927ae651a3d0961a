import { paths } from '@/config/paths';
import type { Role } from './types';

/** A user's own pages (the menu's first link): admins on /admin, everyone else on /dashboard. */
export function homePathFor(role: Role): string {
  return role === 'admin' ? paths.admin.root : paths.dashboard;
}

/** Where a user lands after signing in: instructors on their class days, the others at home. */
export function landingPathFor(role: Role): string {
  return role === 'instructor' ? paths.instructor.root : homePathFor(role);
}
