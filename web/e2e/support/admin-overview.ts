import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from './auth-fixtures';

/** The figures of GET /api/admin/overview the specs compare. */
export interface OverviewFigures {
  totalStudents: number;
  revenueCents: number;
  pendingBookings: number;
  newStudentsThisMonth: number;
  recentActivity: { type: string; userName: string; courseTitle: string | null; status: string }[];
  weekly: { weekStart: string; bookings: number; revenueCents: number }[];
  performance: { revenueTarget: { targetCents: number; last30DaysCents: number } };
}

/** The overview as the admin API gives it right now. */
export async function readOverview(request: APIRequestContext): Promise<OverviewFigures> {
  const response = await request.get('/api/admin/overview');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OverviewFigures;
}

/**
 * A number as a tile shows it, whatever the language: "1 234" → 1234; an amount with its two
 * decimals, "1 234,56 $" or "$1,234.56" → 123456 cents.
 */
export async function digitsOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  expect(digits, `a number in "${text}"`).not.toBe('');
  return Number(digits);
}
