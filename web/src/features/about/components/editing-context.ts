import { createContext, useContext, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { AboutFormInput } from '../schema';

export interface EditableInputProps {
  name: FieldPath<AboutFormInput>;
  /** The input's label. */
  label: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * While an admin edits the page, what renders the input that replaces each text; null for
 * visitors. It comes from the editor's code (AboutEditor), which only admins load, with its form
 * library.
 */
export const EditingContext = createContext<((input: EditableInputProps) => ReactNode) | null>(
  null,
);

export const useEditableInput = () => useContext(EditingContext);

/** True while an admin edits the page. */
export const useEditing = () => useEditableInput() !== null;
