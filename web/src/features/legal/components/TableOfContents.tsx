import { useTranslation } from 'react-i18next';

export interface TocEntry {
  id: string;
  title: string;
}

/** The page's sections as anchors: a card above them on a phone, a sticky column beside them on a wide screen. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslation('legal');
  return (
    <nav
      aria-labelledby="legal-toc"
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:self-start"
    >
      <h2 id="legal-toc" className="text-sm font-bold tracking-wide text-slate-900 uppercase">
        {t('toc')}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded py-1 text-slate-700 hover:text-brand-700 hover:underline"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
