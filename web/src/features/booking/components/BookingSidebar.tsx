import { Clock, Mail, MapPin, MessageCircle, Phone, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { site } from '@/config/site';
import { formatTimeOfDay } from '@/lib/format/dates';
import { useLanguage } from '@/lib/i18n/use-language';

/** The free consultation and the company's contact details, beside the booking form. */
export function BookingSidebar() {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const { open, close } = site.hours;
  const hours = {
    open: formatTimeOfDay(open.hours, open.minutes, language),
    close: formatTimeOfDay(close.hours, close.minutes, language),
  };
  const consultation = `mailto:${site.email}?subject=${encodeURIComponent(t('sidebar.consultationSubject'))}`;

  return (
    <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <section
        aria-labelledby="consultation-title"
        className="on-dark rounded-2xl bg-slate-900 p-6 text-white shadow-sm"
      >
        <h2 id="consultation-title" className="flex items-center gap-2 text-lg font-bold">
          <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
          {t('sidebar.consultationTitle')}
        </h2>
        <p className="mt-2 text-sm text-slate-300">{t('sidebar.consultationText')}</p>
        <div className="mt-5 flex flex-col gap-3">
          <a href={consultation} className={buttonClasses('primary', 'md', 'w-full')}>
            <Mail aria-hidden="true" className="size-5" />
            {t('sidebar.consultationButton')}
          </a>
          <a href={site.phoneHref} className={buttonClasses('inverse', 'md', 'w-full')}>
            <PhoneCall aria-hidden="true" className="size-5" />
            <span>
              {t('sidebar.consultationCall')}{' '}
              <span className="whitespace-nowrap">{site.phone}</span>
            </span>
          </a>
        </div>
      </section>

      <section
        aria-labelledby="contact-title"
        className="rounded-2xl border border-surface-strong bg-white p-6 shadow-sm"
      >
        <h2 id="contact-title" className="text-lg font-bold text-slate-900">
          {t('sidebar.contactTitle')}
        </h2>
        <dl className="mt-4 space-y-4 text-sm">
          <div className="flex gap-3">
            <dt>
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              <span className="sr-only">{t('sidebar.emailLabel')}</span>
            </dt>
            <dd>
              <a
                href={`mailto:${site.email}`}
                className="font-semibold break-all text-brand-700 hover:underline"
              >
                {site.email}
              </a>
            </dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <Phone aria-hidden="true" className="size-5 text-brand-700" />
              <span className="sr-only">{t('sidebar.phoneLabel')}</span>
            </dt>
            <dd>
              <a href={site.phoneHref} className="font-semibold text-brand-700 hover:underline">
                {site.phone}
              </a>
            </dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              <span className="sr-only">{t('sidebar.addressLabel')}</span>
            </dt>
            <dd className="text-slate-800">{t('sidebar.address')}</dd>
          </div>
          <div className="flex gap-3">
            <dt>
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              <span className="sr-only">{t('sidebar.hoursTitle')}</span>
            </dt>
            <dd className="text-slate-800">
              <span className="block">{t('sidebar.hoursWeekdays', hours)}</span>
              <span className="block text-slate-600">{t('sidebar.hoursWeekend')}</span>
            </dd>
          </div>
        </dl>
      </section>
    </aside>
  );
}
