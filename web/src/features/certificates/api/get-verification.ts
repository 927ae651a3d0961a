import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';

/** What anyone may know of a certificate: holder's name, course, dates and status. */
export type VerifiedCertificate = ResponseBody<'/api/certificates/{credentialId}'>;

/** A certificate found (valid or expired), or no certificate with this number. */
export type Verification = { found: true; certificate: VerifiedCertificate } | { found: false };

/** Looks a credential id up; an unknown id is an answer, not an error. */
export async function getVerification(
  credentialId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Verification> {
  try {
    const certificate = await api.get<VerifiedCertificate>(
      `/api/certificates/${encodeURIComponent(credentialId)}?lang=${language}`,
      signal,
    );
    return { found: true, certificate };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false };
    throw error;
  }
}

export const verificationQuery = (credentialId: string, language: Language) =>
  queryOptions({
    queryKey: ['certificates', 'verification', credentialId, language] as const,
    queryFn: ({ signal }) => getVerification(credentialId, language, signal),
  });

export function useVerification(credentialId: string, language: Language) {
  return useQuery({ ...verificationQuery(credentialId, language), enabled: credentialId !== '' });
}
