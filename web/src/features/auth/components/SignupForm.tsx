import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '@/components/forms/ProfileFields';
import { richText } from '@/components/rich-text';
import { termsLinks } from '@/components/TermsLinks';
import { useAuth } from '@/lib/auth/auth-context';
import type { SignupInput } from '@/lib/auth/types';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { toLanguage } from '@/lib/i18n/languages';
import { signupErrorOutcome, signupFields } from '../errors';
import { signupSchema, type SignupFormInput, type SignupFormValues } from '../schemas';
import { useAuthForm } from '../use-auth-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmailField } from './EmailField';
import { FormSubmit } from './FormSubmit';
import { NewPasswordFields } from './NewPasswordFields';

const emptyForm: SignupFormInput = {
  firstName: '',
  lastName: '',
  phone: '',
  dateOfBirth: '',
  address: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreeTerms: false,
  newsConsent: false,
};

function toRequest(values: SignupFormValues, language: string | undefined): SignupInput {
  const optional = (value: string) => value || undefined;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    phone: optional(values.phone),
    dateOfBirth: optional(values.dateOfBirth),
    address: optional(values.address),
    language: toLanguage(language),
    newsConsent: values.newsConsent,
  };
}

/** Creates a student account; where to go once created is the page's business. */
export function SignupForm() {
  const { t, i18n } = useTranslation('auth');
  const { signup } = useAuth();
  const { handleSubmit, setError, field, error, formError, setFormError } = useAuthForm(
    signupSchema,
    emptyForm,
  );
  const mutation = useMutation({
    mutationFn: (values: SignupFormValues) => signup(toRequest(values, i18n.resolvedLanguage)),
    onMutate: () => setFormError(null),
    onError: (error) => {
      const outcome = signupErrorOutcome(error);
      showServerFieldErrors(setError, outcome.fields, signupFields);
      setFormError(outcome.form);
    },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((v) => mutation.mutate(v))}>
      <ProfileFields
        labels={{
          firstName: t('fields.firstName'),
          lastName: t('fields.lastName'),
          phone: t('fields.phone'),
          dateOfBirth: t('fields.dateOfBirth'),
          address: t('fields.address'),
        }}
        fields={{
          firstName: field('firstName'),
          lastName: field('lastName'),
          phone: field('phone'),
          dateOfBirth: field('dateOfBirth'),
          address: field('address'),
        }}
        error={error}
      />
      <EmailField error={error('email')} {...field('email')} />
      <NewPasswordFields
        labels={{ password: t('fields.password'), confirmPassword: t('fields.confirmPassword') }}
        fields={{ password: field('password'), confirmPassword: field('confirmPassword') }}
        errors={{ password: error('password'), confirmPassword: error('confirmPassword') }}
      />
      <CheckboxField
        label={richText(t('signup.agreeTerms'), termsLinks)}
        error={error('agreeTerms')}
        required
        {...field('agreeTerms')}
      />
      <CheckboxField
        label={t('signup.newsConsent', { company: t('brand.name', { ns: 'common' }) })}
        {...field('newsConsent')}
      />
      <FormSubmit form="signup" icon={UserPlus} busy={mutation.isPending} error={formError} />
    </form>
  );
}
