import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextField } from '@/components/ui/TextField';
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
  return (
    <SectionCard
      title={t('sections.personal')}
      description={signedIn ? t('sections.personalSignedIn') : undefined}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          autoComplete="given-name"
          label={t('fields.firstName')}
          error={firstNameError}
          required
          {...register('firstName')}
        />
        <TextField
          autoComplete="family-name"
          label={t('fields.lastName')}
          error={lastNameError}
          required
          {...register('lastName')}
        />
        <TextField
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('fields.email')}
          hint={t('fields.emailHint')}
          error={emailError}
          required
          {...register('email')}
        />
        <TextField
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          label={t('fields.phone')}
          error={phoneError}
          {...register('phone')}
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
