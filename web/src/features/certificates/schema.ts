import { z } from 'zod';

export type CredentialErrorKey = 'required' | 'tooLong';

/** A credential id as printed on the certificate (SEC-XXXX-XXXX-XXXX), typed in any case. */
export const credentialSchema = z.object({
  credentialId: z
    .string()
    .trim()
    .min(1, { error: 'required' satisfies CredentialErrorKey })
    .max(64, { error: 'tooLong' satisfies CredentialErrorKey })
    .transform((value) => value.toUpperCase()),
});

export type CredentialFormInput = z.input<typeof credentialSchema>;
export type CredentialFormValues = z.output<typeof credentialSchema>;
