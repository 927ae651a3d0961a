import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { useSearchParamText } from './use-search-param-text';

function List() {
  const search = useSearchParamText('q');
  return (
    <>
      <input
        aria-label="search"
        value={search.text}
        onChange={(e) => search.change(e.target.value)}
      />
      <Link to="/list/7">open</Link>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

// The list stays mounted after the link is followed, as it stays on screen while the next page's
// code loads (the router's navigation runs in a transition).
function App() {
  return (
    <BrowserRouter>
      <List />
      <Routes>
        <Route path="/list" element={null} />
        <Route path="/list/:id" element={<p>detail</p>} />
      </Routes>
      <Where />
    </BrowserRouter>
  );
}

describe('a search kept in the address', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/list');
  });
  afterEach(() => vi.useRealTimers());

  it('writes the words once typing stops, replacing the entry', () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'zoé' } });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/list$/);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByTestId('where')).toHaveTextContent('/list?q=zo%C3%A9');
  });

  // Found by CI: a link followed while the timer ran got the list's search in its own address.
  it('leaves the next page’s address alone when a link is followed before it writes', () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'zoé' } });
    fireEvent.click(screen.getByText('open'));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/list\/7$/);
    expect(window.location.search).toBe('');
  });
});
