import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

/** What a visitor sees when rendering fails: a message and a way to reload. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center"
    >
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">{t('errorBoundary.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('errorBoundary.description')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('errorBoundary.refresh')}
      </Button>
    </div>
  );
}
