/** Contact details and outside links; placeholders the company replaces. */
export const site = {
  email: 'info@secours.example',
  phone: '819 555-0142',
  phoneHref: 'tel:+18195550142',
  hours: { open: { hours: 15, minutes: 30 }, close: { hours: 18, minutes: 30 } },
  partners: {
    heart: 'https://www.heartandstroke.ca',
    cnesst: 'https://www.cnesst.gouv.qc.ca',
  },
} as const;
