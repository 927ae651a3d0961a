import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { periodFrom, withPeriod, type CalendarPeriod } from './calendar-period';

export type SessionsView = 'list' | 'calendar';

/**
 * What the sessions page shows, as its address holds it (`?view=calendar&month=2026-11`), so
 * the back button and a shared link bring it back; and the addresses of the other views and
 * periods, which keep the address's other parameters (the language's `lng`).
 */
export function useSessionsView() {
  const [params] = useSearchParams();
  const view: SessionsView = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const today = todayInQuebec();

  const href = (next: URLSearchParams) => {
    const query = String(next);
    return query ? `${paths.admin.sessions}?${query}` : paths.admin.sessions;
  };

  return {
    view,
    /** Today in Quebec (YYYY-MM-DD). */
    today,
    period: periodFrom(params, today),
    viewHref: (target: SessionsView) => {
      const next = new URLSearchParams(params);
      next.delete('month');
      next.delete('week');
      if (target === 'calendar') next.set('view', 'calendar');
      else next.delete('view');
      return href(next);
    },
    periodHref: (period: CalendarPeriod) => href(withPeriod(params, period)),
  };
}
