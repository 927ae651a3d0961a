import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while the session is checked, before a protected page can decide what to show. */
export function AuthChecking({ className = 'min-h-[50vh]' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-3 p-6 text-slate-700 ${className}`}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-sm font-medium">{t('authChecking')}</p>
    </div>
  );
}
