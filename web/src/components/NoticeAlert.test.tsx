import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotice } from '@/lib/hooks/use-notice';
import { NoticeAlert } from './NoticeAlert';

function Page() {
  const notice = useNotice();
  return (
    <>
      <button onClick={() => notice.success('Enregistré.')}>Enregistrer</button>
      <button onClick={() => notice.error('Échec.')}>Échouer</button>
      <NoticeAlert notice={notice} dismissLabel="Fermer" />
    </>
  );
}

describe('the notice after an action', () => {
  it('shows nothing until an action ends', () => {
    render(<Page />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a success politely, a failure as an alert, and goes when dismissed', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enregistré.');

    await user.click(screen.getByRole('button', { name: 'Échouer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Échec.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
