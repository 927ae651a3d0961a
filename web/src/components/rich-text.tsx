import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated sentence with its tags (`<terms>conditions de vente</terms>`, `<strong>…</strong>`)
 * made elements: each tag's element from `components`, its text as the child; a tag without one stays
 * plain text. Tags do not nest. Instead of react-i18next's Trans, whose HTML parser every page would
 * load with the entry (scripts/check-bundle-size.mjs).
 */
export function richText(text: string, components: Record<string, ReactElement>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const element = components[tag];
    parts.push(
      element ? cloneElement(element, { key: at }, inner) : <Fragment key={at}>{inner}</Fragment>,
    );
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
