import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { FactList } from '@/components/ui/FactList';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { paths } from '@/config/paths';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { TrainingRequest } from '../api/create-training-request';

/**
 * What happens next, in place of the form once the request is recorded: the office answers with a
 * quote by mail. The focus moves to its heading, which screen readers read: the form is gone.
 */
export function TrainingRequestSent({ request }: { request: TrainingRequest }) {
  const { t } = useTranslation('trainingRequest');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="training-request-sent"
      className="space-y-5 rounded-2xl border border-surface-strong bg-white p-6 shadow-sm sm:p-8"
      data-testid="training-request-sent"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-success-50 text-success-600">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <FocusHeading
        ref={heading}
        id="training-request-sent"
        className="text-2xl font-bold tracking-tight text-slate-900"
      >
        {t('sent.heading')}
      </FocusHeading>
      <p className="text-slate-700">{t('sent.text', { email: request.contact.email })}</p>
      <div>
        <h3 className="font-bold text-slate-900">{t('sent.summary')}</h3>
        <FactList
          compact
          facts={[
            {
              key: 'courses',
              label: t('sent.courses'),
              value: (
                <ul>
                  {request.courses.map((course) => (
                    <li key={course.id}>{course.title}</li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'people',
              label: t('sent.people'),
              value: formatWholeNumber(request.people, language),
            },
            {
              key: 'dates',
              label: t('sent.preferredDates'),
              value: <span className="whitespace-pre-line">{request.preferredDates}</span>,
            },
          ]}
        />
      </div>
      <ButtonLink to={paths.courses} variant="secondary" className="w-full sm:w-auto">
        {t('sent.toCourses')}
      </ButtonLink>
    </section>
  );
}
