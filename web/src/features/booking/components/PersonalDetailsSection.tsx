import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonFields } from '@/components/forms/PersonFields';
import { personFieldLabels, registerPersonFields } from '@/lib/forms/person-fields';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SectionCard } from '@/components/ui/SectionCard';
import type { BookingFormInput } from '../schema';

interface PersonalDetailsSectionProps {
  register: UseFormRegister<BookingFormInput>;
  signedIn: boolean;
  /** Each field's message, already in the page's language. */
  firstNameError?: string;
  lastNameError?: string;
  emailError?: string;
  phoneError?: string;
}

/**
 * Name, email and phone of the booking form, and the unticked box for news and renewal reminders
 * sent to that email. Memoized, like the form's other sections, on
 * props that only change with what it shows: the form renders again right after it mounts
 * (react-hook-form's "ready" state), and on a phone rendering every field again then was most of
 * the page's longest task.
 */
export const PersonalDetailsSection = memo(function PersonalDetailsSection({
  register,
  signedIn,
  firstNameError,
  lastNameError,
  emailError,
  phoneError,
}: PersonalDetailsSectionProps) {
  const { t } = useTranslation('booking');
  const errors = {
    firstName: firstNameError,
    lastName: lastNameError,
    email: emailError,
    phone: phoneError,
  };
  return (
    <SectionCard
      title={t('sections.personal')}
      description={signedIn ? t('sections.personalSignedIn') : undefined}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields
          labels={personFieldLabels(t, 'fields')}
          hints={{ email: t('fields.emailHint') }}
          fields={registerPersonFields(register)}
          error={(name) => errors[name]}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label={t('fields.newsConsent', { company: t('brand.name', { ns: 'common' }) })}
            {...register('newsConsent')}
          />
        </div>
      </div>
    </SectionCard>
  );
});
