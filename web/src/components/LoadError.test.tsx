import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './LoadError';

describe('the load error', () => {
  it('announces the message as an alert and retries on click', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError message="Chargement impossible." retryLabel="Réessayer" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Chargement impossible.');
    const button = screen.getByRole('button', { name: 'Réessayer' });
    expect(button).toBeEnabled();

    await user.click(button);

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables its button while a retry runs', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <LoadError
        message="Chargement impossible."
        retryLabel="Réessayer"
        onRetry={onRetry}
        retrying
      />,
    );

    const button = screen.getByRole('button', { name: 'Réessayer' });
    expect(button).toBeDisabled();
    expect(button.querySelector('svg')).toHaveClass('animate-spin');

    await user.click(button);

    expect(onRetry).not.toHaveBeenCalled();
  });

  it('takes spacing from its caller', () => {
    render(
      <LoadError message="Erreur" retryLabel="Réessayer" onRetry={() => {}} className="mt-10" />,
    );

    expect(screen.getByRole('alert')).toHaveClass('mt-10');
  });
});
