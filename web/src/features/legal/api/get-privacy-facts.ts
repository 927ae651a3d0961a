import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { embeddedData } from '@/lib/api/initial-data';
import type { ResponseBody } from '@/lib/api/types';

/**
 * What the legal pages state from the server's settings: the person in charge of the protection
 * of personal information, the retention periods its daily job applies, the terms' version.
 */
export type PrivacyFacts = ResponseBody<'/api/site/privacy'>;

const privacyPath = '/api/site/privacy';

const privacyFactsQuery = () =>
  queryOptions({
    queryKey: ['site', 'privacy'] as const,
    queryFn: ({ signal }) => api.get<PrivacyFacts>(privacyPath, signal),
    // The server embeds its answer in /privacy, /terms and /cookies: the first render has it.
    ...embeddedData(privacyPath, (body: PrivacyFacts) => body),
  });

/** The privacy policy's facts, in whatever language the page is shown. */
export function usePrivacyFacts() {
  return useQuery(privacyFactsQuery());
}
