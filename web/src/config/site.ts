/** An http(s) address from a build setting, or the fallback when it is unset or not one. */
export function httpUrlOr(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** Contact details and outside links; placeholders the company replaces. */
export const site = {
  email: 'info@secours.example',
  phone: '819 555-0142',
  phoneHref: 'tel:+18195550142',
  hours: { open: { hours: 15, minutes: 30 }, close: { hours: 18, minutes: 30 } },
  /** The company's social feed, linked from the footer: VITE_SOCIAL_URL when the site is built. */
  social: httpUrlOr(import.meta.env.VITE_SOCIAL_URL, 'https://www.instagram.com/'),
  partners: {
    heart: 'https://www.heartandstroke.ca',
    cnesst: 'https://www.cnesst.gouv.qc.ca',
  },
} as const;
