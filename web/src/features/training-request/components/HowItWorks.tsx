import { useTranslation } from 'react-i18next';
import { OfficeContact } from '@/components/OfficeContact';

const STEPS = ['ask', 'quote', 'accept'] as const;

/** The offer in three steps, and how to reach the office: beside the form, under it on a phone. */
export function HowItWorks() {
  const { t } = useTranslation('trainingRequest');
  return (
    <aside
      aria-labelledby="training-steps"
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="training-steps" className="text-lg font-bold text-slate-900">
        {t('steps.title')}
      </h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <span>{t(`steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <div className="mt-6 space-y-2 border-t border-surface-strong pt-4 text-sm text-slate-700">
        <p>{t('steps.contact')}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <OfficeContact by="email" />
          <OfficeContact by="phone" iconClassName="ml-2" />
        </p>
      </div>
    </aside>
  );
}
