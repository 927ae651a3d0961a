import { paths } from '@/config/paths';
import type { Role } from './types';

/** Where a user lands after signing in: admins on /admin, students on /dashboard. */
export function homePathFor(role: Role): string {
  return role === 'admin' ? paths.admin.root : paths.dashboard;
}
