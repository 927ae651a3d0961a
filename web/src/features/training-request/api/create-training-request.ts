import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody, Schemas } from '@/lib/api/types';

/** What the form sends: the courses, the group, where and when, who, and the CASL consent. */
export type TrainingRequestInput = RequestBody<'/api/training-requests', 'post'>;

/** The request as the server recorded it. */
export type TrainingRequest = Schemas['TrainingRequest'];

/**
 * POST /api/training-requests: asks for a training at the employer's (anyone, signed in or not);
 * the office is mailed and the person gets a confirmation. Fails with 400 fields (courseIds
 * unknown-course), 404 for a companyId the person does not manage, 429 rate-limited.
 */
export async function createTrainingRequest(body: TrainingRequestInput): Promise<TrainingRequest> {
  const { request } = await api.post<ResponseBody<'/api/training-requests', 'post'>>(
    '/api/training-requests',
    body,
  );
  return request;
}

export function useCreateTrainingRequest() {
  return useMutation({ mutationFn: createTrainingRequest });
}
