import 'i18next';
import type { fr } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof fr;
  }
}
