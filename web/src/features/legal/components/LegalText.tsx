import type { ReactElement, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { richText } from '@/components/rich-text';
import { paths } from '@/config/paths';

const link =
  'rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The markup a legal text may use: emphasis, and links to the other legal pages and the dashboard. */
const markup: Record<string, ReactElement> = {
  strong: <strong className="font-semibold text-slate-900" />,
  privacy: <Link to={paths.privacy} className={link} />,
  terms: <Link to={paths.terms} className={link} />,
  cookies: <Link to={paths.cookies} className={link} />,
  dashboard: <Link to={paths.dashboard} className={link} />,
};

interface RichProps {
  i18nKey: ParseKeys<'legal'>;
  values?: Record<string, string>;
  /** More tags for this text, e.g. `mail` for a mailto link. */
  components?: Record<string, ReactElement>;
}

/** A string of legal.json with its tags (<strong>, <privacy>…) rendered as elements. */
export function Rich({ i18nKey, values, components }: RichProps) {
  const { t } = useTranslation('legal');
  // Keys are checked by RichProps; some texts take values, which t's overloads tell apart by key.
  const text = (t as (key: string, options?: Record<string, string>) => string)(i18nKey, values);
  return richText(text, { ...markup, ...components });
}

/** A mailto link, for a text's <mail> tag. */
export function mailLink(email: string) {
  return <a href={`mailto:${email}`} className={link} />;
}

/** A telephone link, for a text's <phone> tag. */
export function phoneLink(href: string) {
  return <a href={href} className={`whitespace-nowrap ${link}`} />;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="leading-relaxed text-slate-700">{children}</p>;
}

export function Bullets({ children }: { children: ReactNode }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-slate-400">
      {children}
    </ul>
  );
}

/** A titled part of a section. */
export function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 space-y-2">{children}</div>
    </div>
  );
}
