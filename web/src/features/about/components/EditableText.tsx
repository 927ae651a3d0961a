import type { ReactNode } from 'react';
import { useEditableInput, type EditableInputProps } from './editing-context';

interface EditableTextProps extends EditableInputProps {
  /** What visitors see. */
  children: ReactNode;
}

/** Shows a text, or while editing, the labelled input that changes it. */
export function EditableText({ children, ...input }: EditableTextProps) {
  const renderInput = useEditableInput();
  return renderInput ? renderInput(input) : children;
}
