import { z } from 'zod';
import type { Resources } from '@/lib/i18n/resources';

/** Keys of about:edit.errors, translated where they are shown. */
export type AboutErrorKey = keyof Resources['about']['edit']['errors'];
const message = (key: AboutErrorKey) => ({ error: key });

export const DISTINCTION_POINTS = 4;
export const EXPERTISE_POINTS = 3;

const text = (max: number) =>
  z.string().trim().min(1, message('required')).max(max, message('tooLong'));

/** The About page's texts in the language being edited; the limits are the server's. */
export const aboutSchema = z.object({
  companyName: text(120),
  companyTagline: text(300),
  companyDescription: text(4000),
  distinctionTitle: text(200),
  distinctionPoints: z.array(text(600)).length(DISTINCTION_POINTS),
  expertiseTitle: text(200),
  expertisePoints: z.array(text(600)).length(EXPERTISE_POINTS),
  commitmentTitle: text(200),
  commitmentDescription: text(4000),
});

export type AboutFormInput = z.input<typeof aboutSchema>;
export type AboutFormValues = z.output<typeof aboutSchema>;
