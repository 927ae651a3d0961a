import { ClipboardList, FileDown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SessionWhen } from '@/components/SessionWhen';
import { Alert } from '@/components/ui/Alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { FactList } from '@/components/ui/FactList';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { signInSheetPdfUrl } from '../api/sign-in-sheet-pdf';
import type { Roster } from '../api/types';
import { StatusPill } from '@/components/ui/StatusPill';

/**
 * The roster's session (course, day and hours, place, instructors, seats), its state (who signed
 * it and when, the office's reopenings) and the printable sign-in sheet.
 */
export function RosterHeader({ roster }: { roster: Roster }) {
  const { t } = useTranslation('instructor');
  const language = useLanguage();
  const { session, roster: state } = roster;
  const finalized = state.status === 'finalized';

  return (
    <header className="space-y-4">
      <div>
        <p className="text-sm font-semibold text-brand-700">{t('roster.title')}</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {session.course.title}
        </h1>
      </div>
      <div className="rounded-2xl border border-surface-strong bg-white px-4 py-1 shadow-sm sm:px-5">
        <FactList
          compact
          facts={[
            {
              key: 'date',
              label: t('roster.facts.date'),
              value: <SessionWhen session={session} />,
            },
            ...(session.location
              ? [{ key: 'location', label: t('roster.facts.location'), value: session.location }]
              : []),
            {
              key: 'instructors',
              label: t('roster.facts.instructors'),
              value: session.instructors.map((instructor) => instructor.name).join(', '),
            },
            {
              key: 'seats',
              label: t('roster.facts.seats'),
              value: t('sessions.seats', {
                taken: formatWholeNumber(session.seatsTaken, language),
                capacity: formatWholeNumber(session.capacity, language),
              }),
            },
          ]}
        />
      </div>
      {session.status === 'cancelled' && <Alert tone="info">{t('roster.cancelled')}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1" data-testid="roster-state">
          <StatusPill
            tone={finalized ? 'success' : 'pending'}
            icon={finalized ? Lock : ClipboardList}
          >
            {t(`roster.state.${state.status}`)}
          </StatusPill>
          {finalized && state.finalizedBy && state.finalizedAt && (
            <p className="text-sm text-slate-700">
              {t('roster.state.signedBy', {
                name: state.finalizedBy,
                date: formatQuebecDateTime(state.finalizedAt, language),
              })}{' '}
              {t('roster.state.locked')}
            </p>
          )}
        </div>
        <a
          href={signInSheetPdfUrl(session.id, language)}
          download
          className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
        >
          <FileDown aria-hidden="true" className="size-5" />
          {t('roster.sheet')}
        </a>
      </div>
      {state.reopenings.length > 0 && (
        <section aria-labelledby="roster-reopenings" className="space-y-2">
          <h2 id="roster-reopenings" className="text-sm font-semibold text-slate-900">
            {t('roster.state.reopenings')}
          </h2>
          <ul className="space-y-2">
            {state.reopenings.map((reopening) => (
              <li
                key={`${reopening.at}-${reopening.by}`}
                data-testid="reopening"
                className="rounded-lg border border-surface-strong bg-white p-3 text-sm"
              >
                <p className="font-medium text-slate-900">
                  {t('roster.state.reopening', {
                    date: formatQuebecDateTime(reopening.at, language),
                    name: reopening.by,
                  })}
                </p>
                <p className="mt-0.5 text-slate-700 [overflow-wrap:anywhere]">{reopening.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </header>
  );
}
