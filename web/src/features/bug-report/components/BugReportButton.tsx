import { Bug } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';

// The form (its validation library and its strings) loads the first time someone opens it.
const BugReportDialog = lazyWithStrings(
  () => import('./BugReportDialog').then((m) => ({ default: m.BugReportDialog })),
  ['bugReport'],
);

/** The footer's "Report a bug" button and the dialog it opens. */
export function BugReportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-white/30 px-3 text-sm font-semibold text-white hover:bg-white/10"
      >
        <Bug aria-hidden="true" className="size-4" />
        {t('footer.reportBug')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <BugReportDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
