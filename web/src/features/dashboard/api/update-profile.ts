import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { currentUserKey } from '@/lib/auth/auth-api';
import type { User } from '@/lib/auth/types';
import type { ProfileRequest } from './types';

/**
 * Saves the signed-in user's profile. Fails with validation (fields), invalid-email or
 * email-already-in-use (409).
 */
export async function updateProfile(request: ProfileRequest): Promise<User> {
  const { user } = await api.patch<ResponseBody<'/api/me', 'patch'>>('/api/me', request);
  return user;
}

/** Saves the profile; the header and the welcome show the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
