import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A legal page opened from a form: in a new tab, so that what was typed stays where it was. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
      <span className="sr-only"> {t('externalLink')}</span>
    </Link>
  );
}

/**
 * The <terms> and <privacy> tags of a form's acceptance sentence ("By booking, you agree to the
 * <terms>terms of sale</terms> and the <privacy>privacy policy</privacy>"), for Trans.
 */
export const termsLinks = {
  terms: <NewTabLink to={paths.terms} />,
  privacy: <NewTabLink to={paths.privacy} />,
};
