import { PageTitle } from '@/components/PageTitle';

/** Heading and introduction of an admin section. */
export function AdminSection({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="rounded-2xl border border-surface-strong bg-white p-6 shadow-sm sm:p-8">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>
    </section>
  );
}
