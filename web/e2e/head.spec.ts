import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What a crawler that runs no JavaScript reads of each public page: its own title, description,
 * canonical address, hreflang alternates, social cards and structured data, in both languages.
 */

interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  priceCents: number;
}

interface Session {
  startsAt: string;
  seatsLeft: number;
}

type Head = {
  html: string;
  lang: string | undefined;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  links: (rel: string) => { href: string; hreflang?: string }[];
  data: Record<string, unknown>[];
  initialData: Record<string, unknown> | undefined;
};

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2]!)]));
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => attributes(m[0]));
  const initial = html.match(
    /<script id="initial-data" type="application\/json">([^<]*)<\/script>/,
  );
  return {
    html,
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    title: head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1],
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content,
    links: (rel) =>
      links.filter((l) => l.rel === rel).map((l) => ({ href: l.href!, hreflang: l.hreflang })),
    data: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
    initialData: initial ? (JSON.parse(initial[1]!) as Record<string, unknown>) : undefined,
  };
}

async function firstCourse(request: APIRequestContext, lang: string): Promise<CourseSummary> {
  const { courses } = (await (await request.get(`/api/courses?lang=${lang}`)).json()) as {
    courses: CourseSummary[];
  };
  expect(courses.length).toBeGreaterThan(0);
  return courses[0]!;
}

for (const lang of ['fr', 'en'] as const) {
  const suffix = lang === 'en' ? '?lng=en' : '';

  test.describe(`page heads in ${lang}`, () => {
    test('every public page has its own head, alternates and social cards', async ({ request }) => {
      const course = await firstCourse(request, lang);
      const pages = ['/', '/courses', `/courses/${course.slug}`, '/about', `/booking/${course.id}`];
      const titles = new Set<string>();
      for (const path of pages) {
        const head = await readHead(request, `${path}${suffix}`);
        expect(head.lang, path).toBe(lang);
        expect(head.title, path).toMatch(/\| Formations Secours Outaouais$/);
        titles.add(head.title!);
        const description = head.meta('description');
        expect(description?.length, path).toBeGreaterThan(40);
        expect(description!.length, path).toBeLessThanOrEqual(170);

        const [canonical] = head.links('canonical');
        expect(canonical, path).toBeDefined();
        const origin = new URL(canonical!.href).origin;
        const french = `${origin}${path}`;
        const english = `${origin}${path}?lng=en`;
        expect(canonical!.href, path).toBe(lang === 'en' ? english : french);
        expect(head.links('alternate'), path).toEqual([
          { href: french, hreflang: 'fr-CA' },
          { href: english, hreflang: 'en-CA' },
          { href: french, hreflang: 'x-default' },
        ]);

        expect(head.meta('og:title'), path).toBe(head.title);
        expect(head.meta('og:description'), path).toBe(description);
        expect(head.meta('og:url'), path).toBe(canonical!.href);
        expect(head.meta('og:locale'), path).toBe(lang === 'en' ? 'en_CA' : 'fr_CA');
        expect(head.meta('twitter:title'), path).toBe(head.title);
        expect(head.meta('twitter:card'), path).toBe('summary_large_image');
        expect(head.meta('og:image'), path).toMatch(/\.(png|jpe?g|webp)$/);
        expect(head.meta('robots'), path).toBeUndefined();
      }
      // Each page is told apart by its title.
      expect(titles.size).toBe(pages.length);
    });

    test('the home page describes the company for search engines', async ({ request }) => {
      const head = await readHead(request, `/${suffix}`);
      const [company] = head.data;
      expect(company).toMatchObject({
        '@context': 'https://schema.org',
        '@type': ['EducationalOrganization', 'LocalBusiness'],
        name: 'Formations Secours Outaouais',
        telephone: expect.any(String),
        email: expect.any(String),
        address: { '@type': 'PostalAddress', addressRegion: 'QC', addressCountry: 'CA' },
        openingHoursSpecification: [
          { '@type': 'OpeningHoursSpecification', opens: '15:30', closes: '18:30' },
        ],
      });
      // The catalogue the page paints first is inside the page.
      expect(head.initialData?.[`/api/courses?lang=${lang}`]).toEqual(
        await (await request.get(`/api/courses?lang=${lang}`)).json(),
      );
    });

    test('a course page describes the course and each upcoming session', async ({ request }) => {
      const course = await firstCourse(request, lang);
      const { sessions } = (await (
        await request.get(`/api/courses/${course.id}/sessions`)
      ).json()) as { sessions: Session[] };
      const head = await readHead(request, `/courses/${course.slug}${suffix}`);
      expect(head.title).toBe(`${course.title} | Formations Secours Outaouais`);
      expect(head.meta('og:image')).toMatch(/^https?:\/\/.+\/images\//);
      // Social networks show PNG or JPEG, not SVG: the shared picture is served, and raster.
      const picture = await request.get(new URL(head.meta('og:image') ?? '').pathname);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)/);
      const [data] = head.data;
      const price = (course.priceCents / 100).toFixed(2);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        inLanguage: lang === 'en' ? 'en-CA' : 'fr-CA',
        provider: { name: 'Formations Secours Outaouais' },
        offers: [{ price, priceCurrency: 'CAD' }],
      });
      const instances = (data as { hasCourseInstance: Record<string, unknown>[] })
        .hasCourseInstance;
      expect(instances).toHaveLength(sessions.length);
      instances.forEach((instance, i) => {
        expect(instance).toMatchObject({
          '@type': 'CourseInstance',
          startDate: sessions[i]!.startsAt,
          location: { '@type': 'Place' },
          offers: {
            price,
            priceCurrency: 'CAD',
            availability:
              sessions[i]!.seatsLeft > 0
                ? 'https://schema.org/InStock'
                : 'https://schema.org/SoldOut',
          },
        });
      });
      expect(Object.keys(head.initialData ?? {}).sort()).toEqual(
        [`/api/courses/${course.id}/sessions`, `/api/courses/${course.slug}?lang=${lang}`].sort(),
      );
    });
  });
}

test('an address the site has no page for answers 404 and is not indexed', async ({ request }) => {
  for (const path of ['/nulle-part', '/courses/cours-inconnu']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  }
});

test('in the browser the page keeps one title, the page’s own', async ({ page, request }) => {
  const course = await firstCourse(request, 'fr');
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page).toHaveTitle(`${course.title} | Formations Secours Outaouais`);
  expect(await page.locator('title').count()).toBe(1);
  await page
    .getByRole('link', { name: /^À propos/ })
    .first()
    .click();
  await expect(page).toHaveTitle('À propos de nous | Formations Secours Outaouais');
  expect(await page.locator('title').count()).toBe(1);
});
