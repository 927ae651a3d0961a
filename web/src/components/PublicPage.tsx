import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { Container } from './ui/Container';

type PublicPageProps = Omit<ComponentProps<typeof PageHeader>, 'variant' | 'actions'> & {
  children: ReactNode;
};

/** A public page on the grey background: its title, heading and lead, then its content. */
export function PublicPage({ children, ...header }: PublicPageProps) {
  return (
    <div className="bg-surface">
      <Container className="py-10 sm:py-14">
        <PageHeader variant="public" {...header} />
        {children}
      </Container>
    </div>
  );
}
