import type { Page } from '@playwright/test';
import { expect, test as base } from './auth-fixtures';

export { expect };

/** A 1×1 PNG, for the image upload. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** `adminPage`: a page whose browser context is signed in as a new admin. */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page, createAdmin }, use) => {
    const admin = await createAdmin();
    const response = await page.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password, rememberMe: false },
    });
    expect(response.status(), await response.text()).toBe(200);
    await use(page);
  },
});
