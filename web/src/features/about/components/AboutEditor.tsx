import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import type { Language } from '@/lib/i18n/languages';
import { useSaveAbout } from '../api/save-about';
import { aboutKeys, type AboutContent } from '../api/types';
import { aboutSchema, type AboutFormInput, type AboutFormValues } from '../schema';
import { AboutContentView } from './AboutContentView';
import { EditableInput } from './EditableInput';
import { EditingContext, type EditableInputProps } from './editing-context';
import { EditToolbar } from './EditToolbar';

type Notice = 'saved' | 'failed' | 'invalid';

const renderInput = (input: EditableInputProps) => <EditableInput {...input} />;

interface AboutEditorProps {
  /** The stored texts in the page's language, once loaded. */
  stored: AboutContent | undefined;
  language: Language;
  /** What the page shows when it is not being edited. */
  children: ReactNode;
}

/**
 * The admins' in-place editing of the About page, one language at a time: a lazy chunk of its
 * own, so that visitors never load the form library and its validation.
 */
export default function AboutEditor({ stored, language, children }: AboutEditorProps) {
  const { t } = useTranslation('about');
  const queryClient = useQueryClient();
  const save = useSaveAbout();
  // The language being edited, or null when viewing.
  const [editing, setEditing] = useState<Language | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<AboutFormInput, unknown, AboutFormValues>({
    resolver: zodResolver(aboutSchema),
  });

  const startEditing = (content: AboutContent) => {
    form.reset(content);
    setNotice(null);
    setEditing(language);
  };

  const cancel = () => {
    setEditing(null);
    setNotice(null);
    form.reset();
    void queryClient.invalidateQueries({ queryKey: aboutKeys.all });
  };

  const onValid = (content: AboutFormValues) => {
    if (!editing) return;
    setNotice(null);
    save.mutate(
      { language: editing, content },
      {
        onSuccess: () => {
          setEditing(null);
          setNotice('saved');
        },
        onError: () => setNotice('failed'),
      },
    );
  };

  return (
    <>
      {editing && (
        <Alert tone="info">{t(editing === 'fr' ? 'edit.editingFr' : 'edit.editingEn')}</Alert>
      )}
      {editing ? (
        <FormProvider {...form}>
          <form
            id="about-form"
            noValidate
            aria-label={t('edit.toolbar')}
            onSubmit={form.handleSubmit(onValid, () => setNotice('invalid'))}
          >
            <EditingContext value={renderInput}>
              <AboutContentView content={form.getValues()} />
            </EditingContext>
          </form>
        </FormProvider>
      ) : (
        children
      )}
      {notice && (
        <div className="fixed right-4 bottom-24 left-4 z-30 sm:left-auto sm:w-96">
          <Alert
            tone={notice === 'saved' ? 'success' : 'error'}
            dismissLabel={t('edit.dismiss')}
            onDismiss={() => setNotice(null)}
            className="shadow-lg"
          >
            {t(`edit.${notice}`)}
          </Alert>
        </div>
      )}
      {(stored || editing) && (
        <EditToolbar
          editing={editing !== null}
          saving={save.isPending}
          onEdit={() => stored && startEditing(stored)}
          onCancel={cancel}
        />
      )}
    </>
  );
}
