import type { ComponentProps } from 'react';
import { CharacterCount } from '@/components/CharacterCount';
import { TextAreaField } from '@/components/ui/TextAreaField';

/** The server's limit for a note or a reason (characters). */
export const REASON_MAX_LENGTH = 500;

type ReasonFieldProps = Omit<
  ComponentProps<typeof TextAreaField>,
  'maxLength' | 'required' | 'aside'
> & {
  /** How many characters are typed, shown against the limit. */
  length: number;
};

/** A required reason or note the office writes, with its characters counted against the limit. */
export function ReasonField({ length, ...props }: ReasonFieldProps) {
  return (
    <TextAreaField
      maxLength={REASON_MAX_LENGTH}
      required
      aside={<CharacterCount count={length} max={REASON_MAX_LENGTH} />}
      {...props}
    />
  );
}
