import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checklist } from '@/components/Checklist';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { NoticeAlert } from '@/components/NoticeAlert';
import { useNotice } from '@/lib/hooks/use-notice';
import { useInstructorCandidates } from '../api/get-instructor-candidates';
import { useOfferSession } from '../api/offer-session';
import type { AdminSession } from '../api/types';
import {
  canBeOffered,
  staffingErrorFromServer,
  staffingSchema,
  type StaffingErrorKey,
  type StaffingValues,
} from '../staffing-schema';
import { CandidateBadges } from './CandidateBadges';

/**
 * The instructors who could teach the session, the fittest first, each with what the office
 * weighs (free, qualified, language, staffed, offer); those checked are offered the session
 * (POST /api/admin/sessions/{id}/offers), then the list is read again. One who teaches it already
 * or holds an open or accepted offer cannot be checked.
 */
export function CandidatesPanel({ session }: { session: AdminSession }) {
  const { t } = useTranslation('adminBookings');
  const candidates = useInstructorCandidates(session.id);
  const offer = useOfferSession();
  const notice = useNotice();
  const noticeBox = useRef<HTMLDivElement>(null);
  // What happened to an offer is read out: the focus goes to it once it shows.
  const [told, setTold] = useState(0);
  useEffect(() => {
    if (told > 0) noticeBox.current?.focus();
  }, [told]);
  const form = useForm<StaffingValues>({
    resolver: zodResolver(staffingSchema),
    defaultValues: { instructorIds: [] },
  });
  const sessionLanguage = session.language ?? 'fr';
  const listError = form.formState.errors.instructorIds?.message;

  const onSubmit = ({ instructorIds }: StaffingValues) => {
    notice.clear();
    offer.mutate(
      { sessionId: session.id, instructorIds },
      {
        onSuccess: () => {
          form.reset({ instructorIds: [] });
          notice.success(t('sessions.staffing.done', { count: instructorIds.length }));
          setTold((count) => count + 1);
        },
        onError: (error) => {
          const refusal = staffingErrorFromServer(error);
          if (refusal.field) {
            form.setError('instructorIds', { message: refusal.key }, { shouldFocus: true });
          } else {
            notice.error(t(`sessions.staffing.errors.${refusal.key}`));
            setTold((count) => count + 1);
          }
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <p className="text-sm text-slate-700">{t('sessions.staffing.intro')}</p>
      <div ref={noticeBox} tabIndex={-1} className="focus:outline-none">
        <NoticeAlert notice={notice} dismissLabel={t('sessions.dismiss')} />
      </div>
      <Controller
        control={form.control}
        name="instructorIds"
        render={({ field }) => (
          <Checklist
            legend={t('sessions.staffing.legend')}
            hint={t('sessions.staffing.hint')}
            read={candidates}
            texts={{
              loading: t('sessions.staffing.loading'),
              loadError: t('sessions.staffing.loadError'),
              retry: t('sessions.retry'),
            }}
            options={(candidates.data ?? []).map((candidate) => ({
              id: candidate.id,
              disabled: !canBeOffered(candidate),
              label: (
                <span data-testid="candidate">
                  <span className="block font-semibold">{candidate.name}</span>
                  {candidate.languages.length > 0 && (
                    <span className="block text-xs text-slate-600">
                      {candidate.languages
                        .map((code) =>
                          code === 'fr' || code === 'en'
                            ? t(`sessions.form.languageNames.${code}`)
                            : code,
                        )
                        .join(', ')}
                    </span>
                  )}
                  <CandidateBadges candidate={candidate} sessionLanguage={sessionLanguage} />
                </span>
              ),
            }))}
            empty={t('sessions.staffing.empty')}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={listError && t(`sessions.staffing.errors.${listError as StaffingErrorKey}`)}
            maxHeight="max-h-96"
          />
        )}
      />
      <FormSubmit
        icon={Send}
        label={t('sessions.staffing.submit')}
        busyLabel={t('sessions.staffing.submitting')}
        busy={offer.isPending}
        disabled={!candidates.data}
        atEnd
      />
    </form>
  );
}
