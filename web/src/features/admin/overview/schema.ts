import { z } from 'zod';
import { dollarsToCents } from '@/lib/forms/money';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of admin:overview.target.errors. */
export type TargetErrorKey = keyof Resources['admin']['overview']['target']['errors'];

/** The largest target accepted, in dollars: a typo guard, far above any real month. */
export const MAX_TARGET_DOLLARS = 10_000_000;

const message = (key: TargetErrorKey) => ({ error: key });
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
