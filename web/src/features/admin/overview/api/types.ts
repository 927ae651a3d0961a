import type { Schemas } from '@/lib/api/types';

/** The figures of the whole business (GET /api/admin/overview). */
export type AdminOverview = Schemas['AdminOverview'];
export type Activity = AdminOverview['recentActivity'][number];
export type ActivityType = Activity['type'];
export type WeeklyFigure = AdminOverview['weekly'][number];
export type Performance = AdminOverview['performance'];
