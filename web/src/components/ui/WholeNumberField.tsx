import type { ComponentProps } from 'react';
import { TextField } from './TextField';

/** A labelled field for a whole number (a count, a number of months): the numeric keypad. */
export function WholeNumberField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}
