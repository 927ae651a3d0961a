/** Query keys of the instructor's pages. */
export const instructorKeys = {
  profile: ['instructor', 'profile'] as const,
  sessions: ['instructor', 'sessions'] as const,
  roster: (sessionId: number) => ['instructor', 'roster', sessionId] as const,
  availability: ['instructor', 'availability'] as const,
  offers: ['instructor', 'offers'] as const,
};
