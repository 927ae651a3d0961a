import type { components } from '@/lib/api/schema';

/** The figures of the whole business (GET /api/admin/overview). */
export type AdminOverview = components['schemas']['AdminOverview'];
export type Activity = AdminOverview['recentActivity'][number];
export type ActivityType = Activity['type'];
export type WeeklyFigure = AdminOverview['weekly'][number];
export type Performance = AdminOverview['performance'];
