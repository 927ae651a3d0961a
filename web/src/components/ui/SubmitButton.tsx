import { BusyButton, type BusyButtonProps } from './BusyButton';

/** A form's primary action; its label says when the request is under way. */
export function SubmitButton(props: Omit<BusyButtonProps, 'type'>) {
  return <BusyButton type="submit" {...props} />;
}
