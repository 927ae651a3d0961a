import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Container } from '@/components/ui/Container';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { pageHeadingClass } from '@/components/ui/heading-styles';
import { InstructorNav } from './InstructorNav';

interface InstructorSpaceProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/**
 * A page of the instructor's space, not indexed: its heading, which takes the focus when the page
 * was reached from another page of the site (not on the first load), its lead, the links between
 * the space's pages, then its content.
 */
export function InstructorSpace({ title, lead, children }: InstructorSpaceProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') heading.current?.focus();
  }, [key]);
  return (
    <div className="bg-surface">
      <meta name="robots" content="noindex" />
      <Container className="py-10 sm:py-14">
        <header className="max-w-3xl">
          <PageTitle title={title} />
          <FocusHeading ref={heading} level={1} className={pageHeadingClass}>
            {title}
          </FocusHeading>
          <p className="mt-3 text-lg text-slate-700">{lead}</p>
        </header>
        <InstructorNav />
        {children}
      </Container>
    </div>
  );
}
