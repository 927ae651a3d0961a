import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import type { BugReportFormValues } from '../schema';

export type CreateBugReportBody = RequestBody<'/api/bug-reports', 'post'>;

export function createBugReport(
  body: CreateBugReportBody,
): Promise<ResponseBody<'/api/bug-reports', 'post'>> {
  return api.post('/api/bug-reports', body);
}

/** Sends a bug report about the page the visitor is on. */
export function useCreateBugReport() {
  return useMutation({
    mutationFn: (values: BugReportFormValues) =>
      createBugReport({ ...values, pageUrl: window.location.href }),
  });
}
