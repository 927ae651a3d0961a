import { HandHeart } from 'lucide-react';
import type { AboutContent } from '../api/types';
import { EditableText } from './EditableText';
import { useEditing } from './editing-context';

/** The company's commitment, on a dark band. */
export function CommitmentBlock({ content }: { content: AboutContent }) {
  const editing = useEditing();
  return (
    <section
      className={`rounded-2xl p-6 sm:p-10 ${editing ? 'border border-surface-strong bg-white' : 'on-dark bg-slate-900 text-white'}`}
    >
      <HandHeart aria-hidden="true" className="size-8 text-brand-200" />
      <div className="mt-3 space-y-4">
        <EditableText name="commitmentTitle">
          <h2 className="text-2xl font-bold">{content.commitmentTitle}</h2>
        </EditableText>
        <EditableText name="commitmentDescription" rows={5}>
          <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-slate-200">
            {content.commitmentDescription}
          </p>
        </EditableText>
      </div>
    </section>
  );
}
