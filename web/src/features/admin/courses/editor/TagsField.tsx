import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { describedBy, errorId, hintId } from '@/components/ui/FieldShell';
import { inputClasses } from '@/components/ui/field-styles';
import {
  TAG_MAX_LENGTH,
  tagProblem,
  type CourseFormErrorKey,
  type CourseTag,
} from './course-form-schema';

interface TagsFieldProps {
  value: CourseTag[];
  onChange: (tags: CourseTag[]) => void;
  /** A key of courses:editor.errors from the form or the server. */
  error?: string;
}

/**
 * Tags in French and English, added with Enter or the Add button (trimmed, French non-blank, new
 * in each language) and removed as chips.
 */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const { t } = useTranslation('courses');
  const id = useId();
  const englishId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<CourseTag>({ fr: '', en: '' });
  const [problem, setProblem] = useState<CourseFormErrorKey | null>(null);
  const shownError = problem ?? error;
  const errorText = shownError ? t(`editor.errors.${shownError as CourseFormErrorKey}`) : undefined;

  const add = () => {
    const found = tagProblem(value, draft);
    setProblem(found);
    if (found) return;
    onChange([...value, { fr: draft.fr.trim(), en: draft.en.trim() }]);
    setDraft({ fr: '', en: '' });
    inputRef.current?.focus();
  };

  const remove = (tag: CourseTag) => {
    onChange(value.filter((existing) => existing !== tag));
    setProblem(null);
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-1.5">
      <p id={hintId(id)} className="text-sm text-slate-600">
        {t('editor.fields.tagHint')}
      </p>
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {(['fr', 'en'] as const).map((language) => {
          const inputId = language === 'fr' ? id : englishId;
          return (
            <div key={language} className="space-y-1">
              <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
                {t(language === 'fr' ? 'editor.fields.tagFr' : 'editor.fields.tagEn')}
              </label>
              <input
                ref={language === 'fr' ? inputRef : undefined}
                id={inputId}
                type="text"
                value={draft[language]}
                maxLength={TAG_MAX_LENGTH + 10}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={describedBy(id, 'hint', errorText)}
                onChange={(event) => {
                  setDraft({ ...draft, [language]: event.target.value });
                  setProblem(null);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
                className={inputClasses}
              />
            </div>
          );
        })}
        <Button variant="secondary" onClick={add} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.fields.addTag')}
        </Button>
      </div>
      {errorText && (
        <p id={errorId(id)} className="text-sm font-medium text-brand-700">
          {errorText}
        </p>
      )}
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('editor.fields.noTags')}</p>
      ) : (
        <ul aria-label={t('editor.fields.tagList')} className="flex flex-wrap gap-2 pt-1">
          {value.map((tag) => {
            const label = tag.en ? `${tag.fr} / ${tag.en}` : tag.fr;
            return (
              <li
                key={tag.fr}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-800"
              >
                <span lang="fr">{tag.fr}</span>
                {tag.en && (
                  <>
                    <span aria-hidden="true" className="text-slate-500">
                      /
                    </span>
                    <span lang="en">{tag.en}</span>
                  </>
                )}
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  aria-label={t('editor.fields.removeTag', { tag: label })}
                  className="inline-flex size-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
