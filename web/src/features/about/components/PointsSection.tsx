import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AboutContent } from '../api/types';
import { EditableText } from './EditableText';

interface PointsSectionProps {
  /** Which list of the page: what sets the company apart, or its areas of expertise. */
  list: 'distinction' | 'expertise';
  content: AboutContent;
  icon: LucideIcon;
  columns: string;
}

/** A titled list of short points (what sets the company apart, its areas of expertise). */
export function PointsSection({ list, content, icon: Icon, columns }: PointsSectionProps) {
  const { t } = useTranslation('about');
  return (
    <section>
      <EditableText name={`${list}Title`}>
        <h2 className="text-2xl font-bold text-slate-900">{content[`${list}Title`]}</h2>
      </EditableText>
      <ul className={`mt-5 grid gap-4 ${columns}`}>
        {content[`${list}Points`].map((point, index) => (
          <li
            key={index}
            className="flex gap-3 rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <EditableText
                name={`${list}Points.${index}`}
                label={t(`edit.fields.${list}Point`, { number: index + 1 })}
                rows={3}
              >
                <p className="text-slate-700">{point}</p>
              </EditableText>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
