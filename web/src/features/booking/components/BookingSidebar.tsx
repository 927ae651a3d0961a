import {
  Clock,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  PhoneCall,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { SectionCard } from '@/components/ui/SectionCard';
import { site } from '@/config/site';
import { formatTimeOfDay } from '@/lib/format/dates';
import { useLanguage } from '@/lib/i18n/use-language';

interface ContactItemProps {
  icon: LucideIcon;
  /** What the item is, for screen readers (the icon says it to the eye). */
  label: string;
  className?: string;
  children: ReactNode;
}

function ContactItem({ icon: Icon, label, className, children }: ContactItemProps) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

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

      <SectionCard id="contact-title" title={t('sidebar.contactTitle')} padding="p-6">
        <dl className="space-y-4 text-sm">
          <ContactItem icon={Mail} label={t('sidebar.emailLabel')}>
            <a
              href={`mailto:${site.email}`}
              className="font-semibold break-all text-brand-700 hover:underline"
            >
              {site.email}
            </a>
          </ContactItem>
          <ContactItem icon={Phone} label={t('sidebar.phoneLabel')}>
            <a href={site.phoneHref} className="font-semibold text-brand-700 hover:underline">
              {site.phone}
            </a>
          </ContactItem>
          <ContactItem icon={MapPin} label={t('sidebar.addressLabel')} className="text-slate-800">
            {t('sidebar.address')}
          </ContactItem>
          <ContactItem icon={Clock} label={t('sidebar.hoursTitle')} className="text-slate-800">
            <span className="block">{t('sidebar.hoursWeekdays', hours)}</span>
            <span className="block text-slate-600">{t('sidebar.hoursWeekend')}</span>
          </ContactItem>
        </dl>
      </SectionCard>
    </aside>
  );
}
