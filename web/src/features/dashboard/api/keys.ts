/** Query keys of the student dashboard and its lesson view. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  dashboard: ['dashboard', 'summary'] as const,
  lessons: (enrollmentId: number) => ['dashboard', 'lessons', enrollmentId] as const,
};
