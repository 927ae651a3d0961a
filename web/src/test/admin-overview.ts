/* Vitest only: a sample admin overview. */
import type { Schemas } from '@/lib/api/types';

type AdminOverview = Schemas['AdminOverview'];

/** Twelve Mondays ending with the week of `lastWeekStart`, oldest first, every figure zero. */
function twelveWeeks(lastWeekStart: string): AdminOverview['weekly'] {
  const last = new Date(`${lastWeekStart}T12:00:00Z`);
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(last);
    date.setUTCDate(last.getUTCDate() - 7 * (11 - index));
    return { weekStart: date.toISOString().slice(0, 10), bookings: 0, revenueCents: 0 };
  });
}

export function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    totalStudents: 1234,
    totalCourses: 6,
    revenueCents: 123_456,
    revenueGrowthPercent: 12.5,
    activeEnrollments: 15,
    totalEnrollments: 20,
    completionRate: 25,
    pendingBookings: 3,
    newStudentsThisMonth: 4,
    recentActivity: [],
    weekly: twelveWeeks('2026-11-16'),
    performance: {
      courseCompletion: 25,
      studentEngagement: 60,
      revenueTarget: { percent: 45, targetCents: 500_000, last30DaysCents: 225_000 },
    },
    ...overrides,
  };
}

export const emptyOverview = (): AdminOverview =>
  makeOverview({
    totalStudents: 0,
    totalCourses: 6,
    revenueCents: 0,
    revenueGrowthPercent: null,
    activeEnrollments: 0,
    totalEnrollments: 0,
    completionRate: 0,
    pendingBookings: 0,
    newStudentsThisMonth: 0,
    performance: {
      courseCompletion: 0,
      studentEngagement: 0,
      revenueTarget: { percent: 0, targetCents: 500_000, last30DaysCents: 0 },
    },
  });
