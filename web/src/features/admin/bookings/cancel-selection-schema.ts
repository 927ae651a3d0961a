import { z } from 'zod';
import { cancelReason } from './cancel-schema';

/**
 * The office's cancellation of a selection: one reason for every booking, and whether each paid
 * booking gets back all that is left of its payment or nothing (no amount: they differ).
 */
export const cancelSelectionSchema = z.object({
  reason: cancelReason,
  refund: z.enum(['none', 'full']),
});

export type CancelSelectionInput = z.input<typeof cancelSelectionSchema>;
export type CancelSelectionValues = z.output<typeof cancelSelectionSchema>;
