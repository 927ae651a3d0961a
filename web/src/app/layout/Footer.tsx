import { Camera, Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/Logo';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BugReportButton } from '@/features/bug-report/components/BugReportButton';
import { formatTimeOfDay } from '@/lib/format/dates';

const siteLinks = [
  { to: paths.about, label: 'footer.links.about' },
  { to: paths.reviews, label: 'footer.links.reviews' },
  { to: paths.courses, label: 'footer.links.courses' },
  { to: paths.workplaceTraining(), label: 'footer.links.workplaceTraining' },
  { to: paths.pricing, label: 'footer.links.pricing' },
  { to: paths.faq, label: 'footer.links.faq' },
] as const;

const legalLinks = [
  { to: paths.privacy, label: 'footer.privacy' },
  { to: paths.terms, label: 'footer.terms' },
  { to: paths.cookies, label: 'footer.cookies' },
] as const;

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <div className="mt-4 space-y-3 text-sm">{children}</div>
    </div>
  );
}

interface ContactLinkProps {
  icon: LucideIcon;
  /** What the link is, for screen readers (the icon says it to the eye). */
  label: string;
  href: string;
  children: ReactNode;
}

function ContactLink({ icon: Icon, label, href, children }: ContactLinkProps) {
  return (
    <p className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">{label} </span>
        <a href={href} className={linkClass}>
          {children}
        </a>
      </span>
    </p>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const { open, close } = site.hours;
  const lng = i18n.resolvedLanguage;

  return (
    <footer className="on-dark bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Link to={paths.home} className="inline-flex items-center gap-2.5 rounded-lg">
            <Logo className="size-9" />
            <span className="font-bold text-white">{t('brand.name')}</span>
          </Link>
          <p className="text-sm">{t('footer.about')}</p>
          <BugReportButton />
        </div>

        <Column title={t('footer.navTitle')}>
          <ul className="space-y-3">
            {siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <ExternalLink href={site.social} className={`gap-1.5 ${linkClass}`}>
                <Camera aria-hidden="true" className="size-4" />
                {t('footer.links.instagram')}
              </ExternalLink>
            </li>
          </ul>
        </Column>

        <Column title={t('footer.contactTitle')}>
          <address className="space-y-3 not-italic">
            <ContactLink icon={Mail} label={t('footer.emailLabel')} href={`mailto:${site.email}`}>
              {site.email}
            </ContactLink>
            <ContactLink icon={Phone} label={t('footer.phoneLabel')} href={site.phoneHref}>
              {site.phone}
            </ContactLink>
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('footer.address')}
            </p>
          </address>
          <div className="flex items-start gap-2 pt-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <h3 className="font-semibold text-white">{t('footer.hoursTitle')}</h3>
              <p>
                {t('footer.hoursWeekdays', {
                  open: formatTimeOfDay(open.hours, open.minutes, lng),
                  close: formatTimeOfDay(close.hours, close.minutes, lng),
                })}
              </p>
              <p>{t('footer.hoursWeekend')}</p>
            </div>
          </div>
        </Column>

        <Column title={t('footer.partnersTitle')}>
          <ul className="space-y-3">
            <li>
              <ExternalLink href={site.partners.heart} className={linkClass}>
                {t('footer.partners.heart')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.partners.cnesst} className={linkClass}>
                {t('footer.partners.cnesst')}
              </ExternalLink>
            </li>
          </ul>
        </Column>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: t('brand.name') })}</p>
          <nav aria-label={t('footer.legalTitle')}>
            <ul className="flex flex-wrap items-center gap-x-2 text-sm">
              {legalLinks.map((link, index) => (
                <li key={link.to} className="flex items-center gap-2">
                  {index > 0 && <span aria-hidden="true">·</span>}
                  <Link to={link.to} className={`inline-block py-1 ${linkClass}`}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
