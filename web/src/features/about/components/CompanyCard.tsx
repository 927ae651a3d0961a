import { HeartPulse } from 'lucide-react';
import type { AboutContent } from '../api/types';
import { EditableText } from './EditableText';

/** Company name, tagline and description. */
export function CompanyCard({ content }: { content: AboutContent }) {
  return (
    <section className="rounded-2xl border border-surface-strong bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
          <HeartPulse aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1 space-y-4">
          <EditableText name="companyName">
            <h2 className="text-2xl font-bold text-slate-900">{content.companyName}</h2>
          </EditableText>
          <EditableText name="companyTagline" rows={2}>
            <p className="text-lg font-semibold text-brand-700">{content.companyTagline}</p>
          </EditableText>
        </div>
      </div>
      <div className="mt-5">
        <EditableText name="companyDescription" rows={6}>
          <p className="leading-relaxed whitespace-pre-line text-slate-700">
            {content.companyDescription}
          </p>
        </EditableText>
      </div>
    </section>
  );
}
