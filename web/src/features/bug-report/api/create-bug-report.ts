import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { BugReportFormValues } from '../schema';

export interface CreateBugReportBody {
  description: string;
  email: string;
  pageUrl: string;
  website: string;
}

export function createBugReport(body: CreateBugReportBody): Promise<unknown> {
  return api.post('/api/bug-reports', body);
}

/** Sends a bug report about the page the visitor is on. */
export function useCreateBugReport() {
  return useMutation({
    mutationFn: (values: BugReportFormValues) =>
      createBugReport({ ...values, pageUrl: window.location.href }),
  });
}
