/**
 * How the build splits the site's code into files (decision 032). Left to itself, the bundler
 * makes one file for each set of pages that shares a module: the booking page then loaded 45
 * files, most under 1 KB (an icon, a form field), and a phone spent about 2.5 ms of main thread
 * (at Lighthouse's 4x slowdown) on each <link rel=modulepreload> that announced one, some 60 ms in
 * a single task. Here:
 *   - `app`: everything the entry imports statically (React, the router, i18next, the layout),
 *   - `forms`: zod and React Hook Form (the booking form and the private forms),
 *   - `public`: the rest of what two or more public pages use,
 *   - `public-legal`: what only the legal pages share (PAGE_GROUPS),
 *   - `public-<page>`: the rest of what one public page shares with private pages,
 * and the private pages' own modules split as the bundler likes. A public page thus loads a
 * handful of files, and none of admin or dashboard code (scripts/check-bundle-size.mjs).
 */
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

/** The public pages' modules (as app/routes.tsx and BookingPage import them). */
const PUBLIC_PAGES = [
  'src/features/home/routes/HomePage.tsx',
  'src/features/courses/routes/CoursesPage.tsx',
  'src/app/CourseDetailsRoute.tsx',
  'src/features/about/routes/AboutPage.tsx',
  'src/features/booking/routes/BookingPage.tsx',
  'src/features/booking/components/BookingForm.tsx',
  'src/features/legal/routes/PrivacyPage.tsx',
  'src/features/legal/routes/TermsPage.tsx',
  'src/features/legal/routes/CookiesPage.tsx',
];

/**
 * Public pages that share modules among themselves only (the three legal pages' layout): those
 * modules get a file of the group's, `public-<group>`, rather than `public`, which every public
 * page loads.
 */
const PAGE_GROUPS = { legal: 'src/features/legal/' };

const FORMS = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;

interface Reach {
  /** Modules the entry imports statically. */
  entry: Set<string>;
  /** For each public page: the modules it imports statically. */
  pages: Map<string, Set<string>>;
  /** Modules that the other lazily loaded parts (private pages, dialogs) import statically. */
  others: Set<string>;
}

/** The modules `start` imports, directly or through others: statically, or also lazily. */
function reachable(start: string, ctx: ChunkingContext, lazily: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    if (lazily) stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

const staticClosure = (start: string, ctx: ChunkingContext) => reachable(start, ctx, false);

/** The modules that `entry` loads lazily (import()), directly or through others. */
const lazyParts = (entry: string, ctx: ChunkingContext) =>
  new Set(
    [...reachable(entry, ctx, true)].flatMap(
      (id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
    ),
  );

/** The `name` function of a group that names each module's file as described above. */
export function publicChunkNames(root: string, entry: string) {
  let reach: Reach | undefined;
  const pageName = (id: string) => id.slice(id.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!reach) {
      const parts = lazyParts(root + entry, ctx);
      const pages = new Map<string, Set<string>>();
      for (const page of PUBLIC_PAGES) {
        if (!parts.delete(root + page))
          throw new Error(`chunk-groups.ts: ${page} is not loaded lazily by the site any more`);
        pages.set(root + page, staticClosure(root + page, ctx));
      }
      const others = new Set([...parts].flatMap((part) => [...staticClosure(part, ctx)]));
      reach = { entry: staticClosure(root + entry, ctx), pages, others };
    }
    if (reach.entry.has(id)) return 'app';
    if (FORMS.test(id)) return 'forms';
    const users = [...reach.pages].filter(([, closure]) => closure.has(id)).map(([page]) => page);
    if (users.length >= 2) {
      const group = Object.entries(PAGE_GROUPS).find(([, folder]) =>
        users.every((page) => page.startsWith(root + folder)),
      );
      return group ? `public-${group[0]}` : 'public';
    }
    // A module of one public page only stays in that page's file, unless private parts use it too.
    if (users.length === 1 && users[0] !== id && reach.others.has(id))
      return `public-${pageName(users[0]!)}`;
    return null;
  };
}
