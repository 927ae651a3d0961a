import { test as base, expect, type Page } from '@playwright/test';
import { createAdmin, findMailedLink, type AdminAccount, type MailedPage } from './auth-server';

export { expect };

export interface Credentials {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;

/** A new account each time: emails are unique across workers and runs. */
export function newAccount(firstName = 'Camille', lastName = 'Gagnon'): Credentials {
  sequence += 1;
  const unique = `${Date.now().toString(36)}-${process.pid}-${sequence}`;
  return {
    email: `${firstName.toLowerCase()}-${unique}@example.com`,
    password: 'Secours-2026',
    firstName,
    lastName,
  };
}

interface AuthFixtures {
  /** Creates a student through the API (not signed in in the page). */
  signUp: (account?: Credentials) => Promise<Credentials>;
  /** Creates an admin with the server's CLI. */
  createAdmin: () => Promise<AdminAccount>;
  /** Waits for the reset mail to reach the outbox and returns the link's path and query. */
  resetLinkFor: (email: string) => Promise<string>;
  /** Waits for the address confirmation mail to reach the outbox; returns the link's path and query. */
  verifyLinkFor: (email: string) => Promise<string>;
}

/**
 * The path and query of the newest link to `page` mailed to `email` (in a mail with `mustContain`), once it
 * reaches the outbox.
 */
export async function waitForLink(
  email: string,
  page: MailedPage,
  mustContain?: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await findMailedLink(email, page, mustContain)), {
      message: `a ${page} mail to ${email} in the outbox`,
      timeout: 20_000,
      intervals: [500],
    })
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

export const test = base.extend<AuthFixtures>({
  // Every test is its own client for the server's rate limits (it trusts X-Forwarded-For in e2e).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const address = `198.18.${testInfo.workerIndex % 250}.${(sequence++ % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },

  signUp: async ({ request }, use) => {
    await use(async (account = newAccount()) => {
      const response = await request.post('/api/auth/signup', {
        data: { ...account, language: 'fr' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return account;
    });
  },

  createAdmin: async ({}, use) => {
    await use(async () => {
      const admin = newAccount('Alex', 'Administrateur');
      await createAdmin(admin);
      return admin;
    });
  },

  resetLinkFor: async ({}, use) => {
    await use((email) => waitForLink(email, 'reset-password'));
  },

  verifyLinkFor: async ({}, use) => {
    await use((email) => waitForLink(email, 'verify-email'));
  },
});

/** Fills the login form, in French by default, and submits it. */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  lang: 'fr' | 'en' = 'fr',
) {
  const labels =
    lang === 'fr'
      ? { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' }
      : { email: 'Email', password: 'Password', submit: 'Sign in' };
  const main = page.getByRole('main');
  await main.getByLabel(labels.email, { exact: true }).fill(account.email);
  await main.getByLabel(labels.password, { exact: true }).fill(account.password);
  await main.getByRole('button', { name: labels.submit }).click();
}
