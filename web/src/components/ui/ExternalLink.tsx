import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/** A link to another site, opened in a new tab, announced as such. */
export function ExternalLink({ children, className = '', ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1 ${className}`}
      {...props}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> {t('externalLink')}</span>
    </a>
  );
}
