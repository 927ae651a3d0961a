import { Mail, Phone } from 'lucide-react';
import { site } from '@/config/site';

const ways = {
  email: { icon: Mail, href: `mailto:${site.email}`, text: site.email },
  phone: { icon: Phone, href: site.phoneHref, text: site.phone },
};

interface OfficeContactProps {
  by: keyof typeof ways;
  /** Between the icon and the link ("Email the office:"). */
  intro?: string;
  /** Space before the icon, where it follows another way on the same line. */
  iconClassName?: string;
}

/** One way to reach the office, in a line of an alert: its icon, then its link. */
export function OfficeContact({ by, intro, iconClassName = '' }: OfficeContactProps) {
  const { icon: Icon, href, text } = ways[by];
  return (
    <>
      <Icon aria-hidden="true" className={`${iconClassName} size-4 shrink-0`.trim()} />
      {intro}
      <a href={href} className="font-semibold whitespace-nowrap underline underline-offset-2">
        {text}
      </a>
    </>
  );
}
