import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export const PRIVACY_SECTIONS = ['retention', 'consents', 'incidents', 'audit'] as const;
export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];

/** The address of a section: the retention's is the page's own. */
const addressOf = (section: PrivacySection) =>
  section === 'retention' ? paths.admin.privacy : `${paths.admin.privacy}?section=${section}`;

/**
 * The page's sections, side by side (wrapping on a phone): each one an address, so back and a
 * shared link open it; the current one is marked for screen readers.
 */
export function PrivacySectionNav({ current }: { current: PrivacySection }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('privacy.sections.label')}>
      <ul className="flex flex-wrap gap-2">
        {PRIVACY_SECTIONS.map((section) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={addressOf(section)}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${
                  active
                    ? 'border-slate-900 bg-slate-900 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {t(`privacy.sections.${section}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
