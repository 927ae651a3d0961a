import { render, screen } from '@testing-library/react';
import { Save } from 'lucide-react';
import { FormSubmit } from './FormSubmit';

const button = { icon: Save, label: 'Enregistrer', busyLabel: 'Enregistrement…', busy: false };

describe("a form's end", () => {
  it('shows the error above a submit button the width of the form', () => {
    render(<FormSubmit error="Impossible d’enregistrer." {...button} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible d’enregistrer.');
    const submit = screen.getByRole('button', { name: 'Enregistrer' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveClass('w-full');
    expect(submit).not.toHaveClass('sm:w-auto');
  });

  it('puts the button at the end, at its own width on a wide screen, when asked', () => {
    render(<FormSubmit error={false} atEnd {...button} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Enregistrer' });
    expect(submit).toHaveClass('w-full', 'sm:w-auto');
    expect(submit.parentElement).toHaveClass('flex', 'justify-end');
  });
});
