import { useQueryClient } from '@tanstack/react-query';
import { quoteChanged } from '../errors';
import { quoteKeys, type Quote } from './get-quote';

/**
 * What an answer to the quote (accept, decline) does to the page's copy of it: the quote the server
 * answers replaces it; refused because it changed meanwhile (revised, expired, answered, its link
 * gone), it is read again and shown as it is now.
 */
export function useAnswerCache(id: string, token: string) {
  const queryClient = useQueryClient();
  const queryKey = quoteKeys.quote(id, token);
  return {
    answered: (quote: Quote) => queryClient.setQueryData(queryKey, quote),
    refused: (error: unknown) => {
      if (quoteChanged(error)) void queryClient.invalidateQueries({ queryKey });
    },
  };
}
