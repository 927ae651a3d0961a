import { expect, test } from '@playwright/test';

test('the server gives crawlers robots.txt and a sitemap of every public page in both languages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: ');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  const { courses } = (await (await request.get('/api/courses?lang=fr')).json()) as {
    courses: { slug: string }[];
  };
  expect(courses.length).toBeGreaterThan(0);
  const origin = new URL(xml.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? baseURL ?? '').origin;
  for (const path of ['/', '/courses', '/about', ...courses.map((c) => `/courses/${c.slug}`)]) {
    expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    expect(xml).toContain(`<loc>${origin}${path}?lng=en</loc>`);
  }
});
