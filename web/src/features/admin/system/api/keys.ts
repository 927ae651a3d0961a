export const adminSystemKeys = {
  status: ['admin-system'] as const,
};
