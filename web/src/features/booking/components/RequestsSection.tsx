import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import type { BookingFormInput } from '../schema';

interface RequestsSectionProps {
  register: UseFormRegister<BookingFormInput>;
  error?: string;
}

/** The booking's special requests (memoized: see PersonalDetailsSection). */
export const RequestsSection = memo(function RequestsSection({
  register,
  error,
}: RequestsSectionProps) {
  const { t } = useTranslation('booking');
  return (
    <SectionCard title={t('sections.requests')}>
      <TextAreaField
        rows={4}
        label={t('fields.specialRequests')}
        hint={t('fields.specialRequestsHint')}
        error={error}
        maxLength={2000}
        {...register('specialRequests')}
      />
    </SectionCard>
  );
});
