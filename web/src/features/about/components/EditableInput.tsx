import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import type { AboutErrorKey, AboutFormInput } from '../schema';
import type { EditableInputProps } from './editing-context';

/** The labelled input of one text of the page, in the editor's form. */
export function EditableInput({ name, label, rows }: EditableInputProps) {
  const { t } = useTranslation('about');
  const { register, getFieldState, formState } = useFormContext<AboutFormInput>();
  const message = getFieldState(name, formState).error?.message;
  const error = message ? t(`edit.errors.${message as AboutErrorKey}`) : undefined;
  return rows ? (
    <TextAreaField label={label} rows={rows} error={error} {...register(name)} />
  ) : (
    <TextField label={label} error={error} {...register(name)} />
  );
}
