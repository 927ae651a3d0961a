import { zodResolver } from '@hookform/resolvers/zod';
import { Filter, X } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import {
  EMAIL_MAX_LENGTH,
  emailFilterSchema,
  type EmailFilterErrorKey,
  type EmailFilterInput,
  type EmailFilterValues,
} from '../email-filter-schema';

interface EmailFilterProps {
  /** The field's label: whose address it is. */
  label: string;
  /** The address the list is filtered by; empty for everyone. */
  email: string;
  /** The server refused the address (a link with a wrong one). */
  refused?: boolean;
  onChange: (email: string) => void;
}

/**
 * Filters a list by one person's whole address (the server matches it exactly, in any case):
 * applied when submitted, not at each key, and cleared with "Show all". The field follows the
 * filter when it changes elsewhere (back, a link).
 */
export function EmailFilter({ label, email, refused = false, onChange }: EmailFilterProps) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<EmailFilterInput, unknown, EmailFilterValues>({
    resolver: zodResolver(emailFilterSchema),
    defaultValues: { email },
  });

  useEffect(() => {
    if (getValues('email').trim() !== email) reset({ email });
  }, [email, getValues, reset]);

  function clear() {
    setValue('email', '');
    clearErrors();
    onChange('');
    // The button goes with the filter: the field takes the focus it had.
    setFocus('email');
  }

  const key = (errors.email?.message ?? (refused ? 'emailInvalid' : undefined)) as
    EmailFilterErrorKey | undefined;

  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={handleSubmit((values) => onChange(values.email))}
      className="grid min-w-0 flex-1 gap-2 sm:max-w-xl sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <TextField
        type="email"
        label={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        error={key ? t(`privacy.filter.errors.${key}`) : undefined}
        {...register('email')}
      />
      <div className="flex flex-wrap gap-2 sm:mt-[1.625rem] sm:self-start">
        <Button type="submit" variant="secondary">
          <Filter aria-hidden="true" className="size-4" />
          {t('privacy.filter.submit')}
        </Button>
        {email && (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden="true" className="size-4" />
            {t('privacy.filter.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
