import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { Language } from '@/lib/i18n/languages';

/** What anyone may know of a certificate: holder's name, course, dates and status. */
export type VerifiedCertificate = ResponseBody<'/api/certificates/{credentialId}'>;

/**
 * A certificate found (valid or expired), or none with this number: never issued, or withdrawn
 * when its holder deleted their account without keeping it verifiable.
 */
export type Verification =
  { found: true; certificate: VerifiedCertificate } | { found: false; withdrawn: boolean };

/** Looks a credential id up; an unknown (404) or withdrawn (410) id is an answer, not an error. */
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
    if (error instanceof ApiError && error.status === 404)
      return { found: false, withdrawn: false };
    if (error instanceof ApiError && error.status === 410) return { found: false, withdrawn: true };
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
