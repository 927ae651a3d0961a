import type { PostProcessorModule } from 'i18next';

/**
 * An English time ends with its own period ("8:00 a.m."): when it ends a sentence too, the
 * sentence's period is dropped, as an editor would ("opens at 8:00 a.m.", never "a.m..").
 */
export function endSentences(text: string): string {
  return text.replace(/([ap]\.m\.)\./g, '$1');
}

/** Applied to every translated string (i18n.ts). */
export const sentenceEnd: PostProcessorModule = {
  type: 'postProcessor',
  name: 'sentenceEnd',
  process: (value: string) => endSentences(value),
};
