import { paths } from '@/config/paths';

export const mainNavItems = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.courses, label: 'nav.courses', end: false },
  { to: paths.about, label: 'nav.about', end: false },
  { to: paths.store, label: 'nav.store', end: false },
] as const;
