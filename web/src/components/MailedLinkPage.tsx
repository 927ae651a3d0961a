import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { PageTitle } from '@/components/PageTitle';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { Spinner } from '@/components/ui/Spinner';

/** The read of what the link names (a place on a waiting list, a quote). */
interface LinkRead {
  /** The page's words: while it loads, when it failed, the retry button's. */
  text: (key: 'loading' | 'loadError' | 'retry') => string;
  onRetry: () => void;
  retrying: boolean;
}

interface MailedLinkPageProps {
  /** The tab's title. */
  title: string;
  /** The page's state ("loading", "invalid"…): a new one moves the focus to the heading. */
  state: string;
  icon: LucideIcon;
  heading: string;
  /** The card's test id (its `data-status` is the state). */
  testId: string;
  /** The card's width: 'document' holds a table beside its labels (a quote's lines). */
  width?: 'md' | 'xl' | 'document';
  /** The link holds a token: no search engine keeps the page (the server says so too). */
  noindex?: boolean;
  /** Under the card (a way home, a dialog). */
  after?: ReactNode;
  /** In the 'loading' state a spinner, in the 'failed' state the read's error with Retry. */
  read?: LinkRead;
  /** What the card says under its heading. */
  children: ReactNode;
}

const widths = { md: 'max-w-md', xl: 'max-w-xl', document: 'max-w-5xl' };

/**
 * The page a mailed link opens (unsubscribe, a place on a waiting list, a quote): one card with the
 * state's icon and heading, then what it means and what to do. A new state moves the focus to its
 * heading, which screen readers then read: the button that led there may be gone.
 */
export function MailedLinkPage({
  title,
  state,
  icon: Icon,
  heading,
  testId,
  width = 'md',
  noindex = false,
  after,
  read,
  children,
}: MailedLinkPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    headingRef.current?.focus();
  }, [state]);

  return (
    <div className="bg-surface px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      {noindex && <meta name="robots" content="noindex" />}
      <div className={`mx-auto w-full ${widths[width]}`}>
        <div
          className="rounded-2xl border border-surface-strong bg-white p-6 shadow-sm sm:p-8"
          data-testid={testId}
          data-status={state}
        >
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <FocusHeading
            level={1}
            ref={headingRef}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {heading}
          </FocusHeading>
          <div className="mt-4 space-y-4 text-slate-700">
            {children}
            {read && state === 'loading' && (
              <div className="flex justify-center py-4">
                <Spinner label={read.text('loading')} />
              </div>
            )}
            {read && state === 'failed' && (
              <LoadError
                message={read.text('loadError')}
                retryLabel={read.text('retry')}
                onRetry={read.onRetry}
                retrying={read.retrying}
              />
            )}
          </div>
        </div>
        {after}
      </div>
    </div>
  );
}
