import { z } from 'zod';
import type { fr } from '@/lib/i18n/resources';

/** Keys of admin:overview.target.errors. */
export type TargetErrorKey = keyof (typeof fr)['admin']['overview']['target']['errors'];

/** The largest target accepted, in dollars: a typo guard, far above any real month. */
export const MAX_TARGET_DOLLARS = 10_000_000;

const message = (key: TargetErrorKey) => ({ error: key });
// "5000", "5 000", "5000.5", "5 000,50", "5000 $": a comma or a point before at most two decimals.
const AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/;

/** An amount typed in dollars, as integer cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f$]/g, '');
  const match = AMOUNT.exec(compact);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** The revenue-target form: dollars in, integer cents out. */
export const revenueTargetSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, message('required'))
    .transform((text, context) => {
      const cents = dollarsToCents(text);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .int()
        .min(100, message('tooSmall'))
        .max(MAX_TARGET_DOLLARS * 100, message('tooLarge')),
    ),
});

export type RevenueTargetInput = z.input<typeof revenueTargetSchema>;
export type RevenueTargetValues = z.output<typeof revenueTargetSchema>;
