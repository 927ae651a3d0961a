import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { AboutContent, AboutPageContent } from '../api/types';
// The page is loaded up front, and waits are longer: a cold start on a busy machine is slow.
import './AboutPage';

configure({ asyncUtilTimeout: 5000 });

function content(prefix: string): AboutContent {
  return {
    companyName: `${prefix} Formations Secours`,
    companyTagline: `${prefix} slogan`,
    companyDescription: `${prefix} description`,
    distinctionTitle: `${prefix} distinction`,
    distinctionPoints: [1, 2, 3, 4].map((n) => `${prefix} point ${n}`),
    expertiseTitle: `${prefix} expertise`,
    expertisePoints: [1, 2, 3].map((n) => `${prefix} domaine ${n}`),
    commitmentTitle: `${prefix} engagement`,
    commitmentDescription: `${prefix} texte de l’engagement`,
  };
}

const admin = makeUser({ role: 'admin' });

/** A fake content API whose stored page changes when it is saved. */
function mockAboutApi(user = admin, { failSave = false } = {}) {
  let stored: AboutPageContent = { fr: content('FR'), en: content('EN') };
  const spy = mockSession(user, {
    'GET /api/content/about': () => jsonResponse(200, { language: 'fr', about: stored.fr }),
    'GET /api/admin/content/about': () => jsonResponse(200, { about: stored }),
    'PUT /api/content/about': (init) => {
      if (failSave) return errorResponse(500, 'internal');
      stored = JSON.parse(String(init?.body)) as AboutPageContent;
      return jsonResponse(200, { about: stored });
    },
  });
  return spy;
}

/** The message with `text`, announced in a live region of `role`. */
async function findMessage(role: 'status' | 'alert', text: string) {
  const message = await screen.findByText(text.replace(/\u00a0/g, ' '));
  return message.closest(`[role="${role}"]`);
}

const editButton = () => screen.findByRole('button', { name: 'Modifier la page' });

// Many steps through the whole app: a busy machine needs more than the default 5 s.
describe('the About page', { timeout: 20_000 }, () => {
  it('shows the stored content, the figures and no editing to visitors', async () => {
    mockAboutApi(makeUser({ role: 'student' }));
    renderRoute('/about');

    expect(await screen.findByRole('heading', { name: 'FR Formations Secours' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'À propos de nous' })).toBeVisible();
    expect(screen.getByText('2 000+')).toBeVisible();
    expect(screen.getByText('FR point 4')).toBeVisible();
    expect(screen.getByText('FR domaine 3')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'FR engagement' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Modifier la page' })).not.toBeInTheDocument();
  });

  it('turns every text into a labelled input, and Cancel goes back to the stored text', async () => {
    const user = userEvent.setup();
    const spy = mockAboutApi();
    renderRoute('/about');

    await user.click(await editButton());
    const toolbar = screen.getByRole('toolbar', { name: 'Édition de la page' });
    expect(within(toolbar).queryByRole('button', { name: 'Modifier la page' })).toBeNull();
    expect(screen.getByText(/vous modifiez la version française/)).toBeVisible();
    expect(screen.getByLabelText('Nom de l’entreprise')).toHaveValue('FR Formations Secours');
    expect(screen.getByLabelText('Slogan de l’entreprise')).toHaveValue('FR slogan');
    expect(screen.getByLabelText('Ce qui nous distingue, point 4')).toHaveValue('FR point 4');
    expect(screen.getByLabelText('Domaine d’expertise 3')).toHaveValue('FR domaine 3');
    expect(screen.getByLabelText('Texte de notre engagement')).toHaveValue(
      'FR texte de l’engagement',
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(14);

    await user.clear(screen.getByLabelText('Nom de l’entreprise'));
    await user.type(screen.getByLabelText('Nom de l’entreprise'), 'Brouillon');
    const readsBefore = spy.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/content'),
    ).length;
    await user.click(within(toolbar).getByRole('button', { name: 'Annuler' }));

    expect(await screen.findByRole('heading', { name: 'FR Formations Secours' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Brouillon')).not.toBeInTheDocument();
    // The stored content is read again.
    await waitFor(() =>
      expect(
        spy.mock.calls.filter(([url]) => String(url).startsWith('/api/content')).length,
      ).toBeGreaterThan(readsBefore),
    );
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves the edited language and keeps the other one as stored', async () => {
    const user = userEvent.setup();
    const spy = mockAboutApi();
    renderRoute('/about');

    await user.click(await editButton());
    await user.clear(screen.getByLabelText('Nom de l’entreprise'));
    await user.type(screen.getByLabelText('Nom de l’entreprise'), '  Secours Gatineau ');
    await user.clear(screen.getByLabelText('Ce qui nous distingue, point 2'));
    await user.type(screen.getByLabelText('Ce qui nous distingue, point 2'), 'Des petits groupes');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await findMessage('status', 'Contenu enregistré avec succès\u00a0!')).toBeVisible();
    expect(lastBody(spy, '/api/content/about')).toEqual({
      fr: {
        ...content('FR'),
        companyName: 'Secours Gatineau',
        distinctionPoints: ['FR point 1', 'Des petits groupes', 'FR point 3', 'FR point 4'],
      },
      en: content('EN'),
    });
    expect(await screen.findByRole('heading', { name: 'Secours Gatineau' })).toBeVisible();
    expect(screen.getByText('Des petits groupes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modifier la page' })).toBeVisible();
  });

  it('edits the English texts when the page is viewed in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const spy = mockAboutApi();
    renderRoute('/about');

    await user.click(await screen.findByRole('button', { name: 'Edit Page' }));
    await user.clear(screen.getByLabelText('Title of our commitment'));
    await user.type(screen.getByLabelText('Title of our commitment'), 'Our promise');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findMessage('status', 'Content saved successfully!')).toBeVisible();
    const body = lastBody(spy, '/api/content/about') as AboutPageContent;
    expect(body.fr).toEqual(content('FR'));
    // The fake answers the French text on GET: the English one comes from the form.
    expect(body.en).toEqual({ ...content('FR'), commitmentTitle: 'Our promise' });
  });

  it('keeps the form and says so when the save fails, and refuses blank texts', async () => {
    const user = userEvent.setup();
    const spy = mockAboutApi(admin, { failSave: true });
    renderRoute('/about');

    await user.click(await editButton());
    await user.clear(screen.getByLabelText('Slogan de l’entreprise'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeVisible();
    expect(screen.getByLabelText('Slogan de l’entreprise')).toHaveAttribute('aria-invalid', 'true');
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('Slogan de l’entreprise'), 'Nouveau slogan');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await findMessage('alert', 'Échec de l’enregistrement du contenu')).toBeVisible();
    expect(screen.getByLabelText('Slogan de l’entreprise')).toHaveValue('Nouveau slogan');
  });

  it('says the page could not be loaded, and loads it on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockSession(makeUser({ role: 'student' }), {
      'GET /api/content/about': () =>
        fail
          ? errorResponse(429, 'rate-limited')
          : jsonResponse(200, { language: 'fr', about: content('FR') }),
    });
    renderRoute('/about');

    expect(
      await findMessage('alert', 'Impossible de charger le contenu de la page.'),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'FR Formations Secours' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
