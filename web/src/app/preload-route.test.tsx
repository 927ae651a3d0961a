import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { currentUserKey } from '@/lib/auth/auth-api';
import { ProtectedRoute } from '@/lib/auth/ProtectedRoute';
import { SignedInRoute } from '@/lib/auth/SignedInRoute';
import type { PageData } from '@/lib/i18n/lazy-with-strings';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';
import { mockApi } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { preloadRoute } from './preload-route';

const admin = makeUser({ role: 'admin' });

function pageAsking(prefetch: (data: PageData) => Promise<unknown>) {
  return lazyWithStrings(() => Promise.resolve({ default: () => null, prefetch }), []);
}

const guarded = (page: ReactNode): RouteObject => ({
  path: 'admin/things',
  element: (
    <ProtectedRoute role="admin" signIn={null} forbidden={null}>
      {page}
    </ProtectedRoute>
  ),
});

describe('preloadRoute', () => {
  it("starts a guarded page's session and first answers before the first render, and waits for them", async () => {
    const api = mockSession(admin);
    const queryClient = createQueryClient();
    let asked: URL | undefined;
    const Page = pageAsking(async ({ queryClient: client, url }) => {
      asked = url;
      await client.prefetchQuery({ queryKey: ['things'], queryFn: () => ['first'] });
    });

    await preloadRoute(
      [guarded(<Page />)],
      new URL('http://localhost/admin/things?q=ab'),
      queryClient,
    );

    expect(api).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(admin);
    expect(asked?.searchParams.get('q')).toBe('ab');
    expect(queryClient.getQueryData(['things'])).toEqual(['first']);
  });

  it('starts the session and the page of a route open to anyone signed in too', async () => {
    const api = mockSession(admin);
    const queryClient = createQueryClient();
    const prefetch = vi.fn(() => Promise.resolve());
    const Page = pageAsking(prefetch);

    await preloadRoute(
      [
        {
          path: 'mine',
          element: (
            <SignedInRoute signIn={null}>
              <Page />
            </SignedInRoute>
          ),
        },
      ],
      new URL('http://localhost/mine'),
      queryClient,
    );

    expect(api).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(admin);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('waits for slow answers no longer than a moment: the page renders and shows its own wait', async () => {
    mockSession(admin);
    const Page = pageAsking(() => new Promise(() => {}));
    vi.useFakeTimers();
    try {
      let done = false;
      const preloading = preloadRoute(
        [guarded(<Page />)],
        new URL('http://localhost/admin/things'),
        createQueryClient(),
      ).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(300);
      await preloading;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing of the server without a query client (the build-time prerender)', async () => {
    const api = mockApi({});
    const prefetch = vi.fn(() => Promise.resolve());
    const Page = pageAsking(prefetch);

    await preloadRoute([guarded(<Page />)], new URL('http://localhost/admin/things'));

    expect(api).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
