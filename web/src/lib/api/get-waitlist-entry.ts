import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { api } from './client';
import type { ResponseBody, Schemas } from './types';

/** A place in a session's waiting list, as its person and the office see it. */
export type WaitlistEntry = Schemas['WaitlistEntry'];

/**
 * What the sentence of an offer's held seats says (the waiting list page's, the booking form's):
 * how many, and until when in Quebec time ('' while no deadline is set).
 */
export function heldOfferValues(entry: WaitlistEntry, language: string | undefined) {
  return {
    count: entry.seatsHeld,
    date: entry.offerExpiresAt ? formatQuebecDateTime(entry.offerExpiresAt, language) : '',
  };
}

/** Query keys of a place read with its mail's token (the waiting list page, the booking form). */
export const waitlistEntryKeys = {
  all: ['waitlist-entry'] as const,
  entry: (id: string, token: string) => ['waitlist-entry', id, token] as const,
};

/**
 * GET /api/waitlist/{id}?token=…: a place in a waiting list, with the token of its joining or
 * offer mail. Fails with 404 for an unknown place or a token that is not its own.
 */
export async function getWaitlistEntry(id: string, token: string, signal?: AbortSignal) {
  const { entry } = await api.get<ResponseBody<'/api/waitlist/{id}'>>(
    `/api/waitlist/${encodeURIComponent(id)}?${new URLSearchParams({ token })}`,
    signal,
  );
  return entry;
}

export const waitlistEntryQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: waitlistEntryKeys.entry(id, token),
    queryFn: ({ signal }) => getWaitlistEntry(id, token, signal),
    // Its status changes with the line and the clock: read again on each visit.
    staleTime: 0,
  });

/** The place of `id` with `token`; nothing is asked without both. */
export function useWaitlistEntry(id: string, token: string) {
  return useQuery({ ...waitlistEntryQuery(id, token), enabled: id !== '' && token !== '' });
}
