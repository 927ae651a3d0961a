import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { LanguageToggle } from './LanguageToggle';

describe('the language toggle', () => {
  it('switches to English, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    render(<LanguageToggle />);
    expect(document.documentElement.lang).toBe('fr');

    await user.click(screen.getByRole('button', { name: 'Passer à l’anglais (EN)' }));

    expect(i18n.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18nextLng=en');
    expect(screen.getByRole('button', { name: 'Switch to French (FR)' })).toHaveTextContent('FR');
  });

  it('switches back to French', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    render(<LanguageToggle />);

    await user.click(screen.getByRole('button', { name: 'Switch to French (FR)' }));

    expect(i18n.resolvedLanguage).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('i18nextLng=fr');
  });
});
