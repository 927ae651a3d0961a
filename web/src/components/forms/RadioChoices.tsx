import { Choices, type ChoicesProps } from './Choices';

/** One choice among a few in a form, as radio buttons with their labels (inside the caller's fieldset). */
export function RadioChoices<Value extends string>(
  props: Omit<ChoicesProps<Value>, 'type' | 'invalid'>,
) {
  return <Choices type="radio" {...props} />;
}
