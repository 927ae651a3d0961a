import type { ComponentProps } from 'react';

type FocusHeadingProps = ComponentProps<'h2'> & { level?: 1 | 2 | 3 | 4 };

/**
 * A heading the page moves the focus to (a result that replaced its form, a list that changed):
 * reachable by script but not by Tab, and without a focus ring, since nothing is to be pressed.
 */
export function FocusHeading({ level = 2, className = '', ...props }: FocusHeadingProps) {
  const Heading = `h${level}` as const;
  return <Heading tabIndex={-1} className={`${className} focus:outline-none`.trim()} {...props} />;
}
