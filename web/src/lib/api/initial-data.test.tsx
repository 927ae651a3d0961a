import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { mockApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { coursesQuery } from './get-courses';
import { sessionsQuery } from './get-sessions';
import { resetEmbeddedData } from './initial-data';

const course = { id: 4, slug: 'rcr', title: 'RCR', priceCents: 9500 };

function embed(data: unknown) {
  const script = document.createElement('script');
  script.id = 'initial-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

function Catalogue() {
  const { data, isPending } = useQuery(coursesQuery('fr'));
  return <p>{isPending ? 'loading' : data?.map((c) => c.title).join(', ')}</p>;
}

function Seats() {
  const { data } = useQuery(sessionsQuery(4));
  return <p>{data ? `${data.length} session(s)` : 'loading'}</p>;
}

describe('data embedded in the page by the server', () => {
  afterEach(() => {
    document.getElementById('initial-data')?.remove();
    resetEmbeddedData();
  });

  it('shows the embedded catalogue on the first render, without asking the API', () => {
    embed({ '/api/courses?lang=fr': { courses: [course], total: 1 } });
    const api = mockApi({});
    renderWithProviders(<Catalogue />);
    expect(screen.getByText('RCR')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks the API when the page embeds nothing for that address', async () => {
    embed({ '/api/courses?lang=en': { courses: [course], total: 1 } });
    const api = mockApi({
      'GET /api/courses': Response.json({ courses: [{ ...course, title: 'CPR' }], total: 1 }),
    });
    renderWithProviders(<Catalogue />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('CPR')).toBeInTheDocument();
    expect(String(api.mock.calls[0]?.[0])).toBe('/api/courses?lang=fr');
  });

  it('shows embedded sessions at once and still asks for the seats left', async () => {
    embed({ '/api/courses/4/sessions': { sessions: [] } });
    const api = mockApi({ 'GET /api/courses/4/sessions': Response.json({ sessions: [] }) });
    renderWithProviders(<Seats />);
    expect(screen.getByText('0 session(s)')).toBeInTheDocument();
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1));
  });

  it('ignores a script that is not a JSON object', async () => {
    embed('not an object');
    mockApi({ 'GET /api/courses': Response.json({ courses: [course], total: 1 }) });
    renderWithProviders(<Catalogue />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('RCR')).toBeInTheDocument();
  });
});
