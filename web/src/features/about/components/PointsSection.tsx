import type { LucideIcon } from 'lucide-react';
import type { FieldPath } from 'react-hook-form';
import type { AboutFormInput } from '../schema';
import { EditableText } from './EditableText';

interface PointsSectionProps {
  title: string;
  titleField: FieldPath<AboutFormInput>;
  titleLabel: string;
  points: readonly string[];
  pointsField: 'distinctionPoints' | 'expertisePoints';
  pointLabel: (number: number) => string;
  icon: LucideIcon;
  columns: string;
}

/** A titled list of short points (what sets the company apart, its areas of expertise). */
export function PointsSection({
  title,
  titleField,
  titleLabel,
  points,
  pointsField,
  pointLabel,
  icon: Icon,
  columns,
}: PointsSectionProps) {
  return (
    <section>
      <EditableText name={titleField} label={titleLabel}>
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      </EditableText>
      <ul className={`mt-5 grid gap-4 ${columns}`}>
        {points.map((point, index) => (
          <li
            key={index}
            className="flex gap-3 rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <EditableText name={`${pointsField}.${index}`} label={pointLabel(index + 1)} rows={3}>
                <p className="text-slate-700">{point}</p>
              </EditableText>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
