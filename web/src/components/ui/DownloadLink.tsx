import { Download } from 'lucide-react';
import type { ComponentProps } from 'react';

interface DownloadLinkProps extends Omit<
  ComponentProps<'a'>,
  'download' | 'children' | 'aria-label'
> {
  href: string;
  /** What the link shows ("PDF"). */
  text: string;
  /** Its accessible name, when the text alone does not say which file ("Invoice F-12, PDF"). */
  label?: string;
  /** The icon's size: 4 beside small text, 5 in a full-size button. */
  iconClassName?: string;
}

/** A link that downloads a file (a PDF, a CSV), with the download icon before its text. */
export function DownloadLink({
  text,
  label,
  iconClassName = 'size-4',
  ...props
}: DownloadLinkProps) {
  return (
    <a download aria-label={label} {...props}>
      <Download aria-hidden="true" className={iconClassName} />
      {text}
    </a>
  );
}
