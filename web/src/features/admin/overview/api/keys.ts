export const adminOverviewKeys = {
  all: ['admin-overview'] as const,
};
