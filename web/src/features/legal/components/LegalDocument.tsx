import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Container } from '@/components/ui/Container';
import { pageHeadingClass } from '@/components/ui/heading-styles';
import { TableOfContents, type TocEntry } from './TableOfContents';
import { UpdatedOn } from './UpdatedOn';

interface LegalDocumentProps {
  title: string;
  lead: string;
  /** The sections in their order, for the table of contents. */
  sections: readonly TocEntry[];
  children: ReactNode;
}

/**
 * A legal page: its title, lead and date of last update, a table of contents, then its sections.
 * An address with a section's anchor (/privacy#rights) opens on that section, after the page's
 * scroll to the top.
 */
export function LegalDocument({ title, lead, sections, children }: LegalDocumentProps) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="bg-surface">
      <Container className="py-10 sm:py-14">
        {/* PageHeader's look (its heading's classes shared): PageHeader would join every public page's files. */}
        <header className="max-w-3xl">
          <PageTitle title={title} />
          <h1 className={pageHeadingClass}>{title}</h1>
          <p className="mt-3 text-lg text-slate-700">{lead}</p>
          <UpdatedOn />
        </header>
        <div className="mt-8 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
          <TableOfContents entries={sections} />
          <div className="max-w-3xl min-w-0 space-y-6">{children}</div>
        </div>
      </Container>
    </div>
  );
}
