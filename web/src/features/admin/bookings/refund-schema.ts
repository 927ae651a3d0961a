import { z } from 'zod';
import type { fr } from '@/lib/i18n/resources';

export const NOTE_MAX_LENGTH = 500;

/** Keys of adminBookings:bookings.refundDialog.errors, translated where they are shown. */
export type RefundNoteErrorKey =
  keyof (typeof fr)['adminBookings']['bookings']['refundDialog']['errors'];
const message = (key: RefundNoteErrorKey) => ({ error: key });

/** What the admin did for a customer who paid without a seat. */
export const refundNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, message('noteRequired'))
    .max(NOTE_MAX_LENGTH, message('noteTooLong')),
});

export type RefundNoteInput = z.input<typeof refundNoteSchema>;
export type RefundNoteValues = z.output<typeof refundNoteSchema>;

/** The message for the note when the server refuses it (`fields.note`), if it does. */
export function noteErrorFromServer(
  fields: Readonly<Record<string, string>>,
): RefundNoteErrorKey | null {
  if (!fields.note) return null;
  return fields.note === 'too-long' ? 'noteTooLong' : 'noteRequired';
}
