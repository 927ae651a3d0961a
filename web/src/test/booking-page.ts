/* Vitest only: finding and filling the booking page's form. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

const spaces = /[\u00a0\u202f]/g;
/** Text with the no-break spaces of French typography made ordinary. */
export const text = (element: HTMLElement) => element.textContent?.replace(spaces, ' ') ?? '';
export const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Réserver une formation' });
/** Waits for the form; answers its course picker. */
export const form = async () => {
  await heading();
  return screen.findByRole('combobox', { name: 'Formation' });
};
export const radio = (name: RegExp) => screen.getByRole('radio', { name });
export const submitButton = () =>
  screen.getByRole('button', { name: /Payer|Confirmer la réservation/ });

export async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Tremblay');
  await user.type(screen.getByRole('textbox', { name: /^Courriel/ }), 'marie@example.com');
}
