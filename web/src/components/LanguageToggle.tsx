import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/i18n/languages';

interface LanguageToggleProps {
  className?: string;
}

/** Switches between French and English; the label says which language it switches to. */
export function LanguageToggle({ className = '' }: LanguageToggleProps) {
  const { t, i18n } = useTranslation();
  const next = toLanguage(i18n.resolvedLanguage) === 'fr' ? 'en' : 'fr';

  return (
    <button
      type="button"
      aria-label={t('language.toggleLabel')}
      onClick={() => void i18n.changeLanguage(next)}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-current/30 px-3 text-sm font-semibold hover:bg-white/10 ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {t('language.toggle')}
    </button>
  );
}
