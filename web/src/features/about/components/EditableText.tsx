import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import type { AboutErrorKey, AboutFormInput } from '../schema';
import { useEditing } from './editing-context';

interface EditableTextProps {
  name: FieldPath<AboutFormInput>;
  /** The input's label, read while editing. */
  label: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** What visitors see. */
  children: ReactNode;
}

/** Shows a text, or while editing, the labelled input that changes it. */
export function EditableText({ name, label, rows, children }: EditableTextProps) {
  const editing = useEditing();
  if (!editing) return children;
  return <EditableInput name={name} label={label} rows={rows} />;
}

function EditableInput({ name, label, rows }: Omit<EditableTextProps, 'children'>) {
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
