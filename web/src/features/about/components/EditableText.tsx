import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Resources } from '@/lib/i18n/resources';
import type { AboutFormInput } from '../schema';
import { useEditableInput } from './editing-context';

/** The texts whose input is labelled by their own name in about:edit.fields. */
type NamedText = keyof Resources['about']['edit']['fields'] & FieldPath<AboutFormInput>;

type EditableTextProps = {
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** What visitors see. */
  children: ReactNode;
} & (
  | { name: NamedText; label?: undefined }
  | { name: FieldPath<AboutFormInput>; /** The input's label. */ label: string }
);

/** Shows a text, or while editing, the labelled input that changes it. */
export function EditableText({ children, rows, ...field }: EditableTextProps) {
  const { t } = useTranslation('about');
  const renderInput = useEditableInput();
  if (!renderInput) return children;
  const label = field.label === undefined ? t(`edit.fields.${field.name}`) : field.label;
  return renderInput({ name: field.name, label, rows });
}
