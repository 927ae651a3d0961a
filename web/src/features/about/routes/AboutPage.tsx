import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Container } from '@/components/ui/Container';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/lib/auth/auth-context';
import type { Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAbout } from '../api/get-about';
import { useSaveAbout } from '../api/save-about';
import { aboutKeys, type AboutContent } from '../api/types';
import { AboutContentView } from '../components/AboutContentView';
import { EditingContext } from '../components/editing-context';
import { EditToolbar } from '../components/EditToolbar';
import { StatTiles } from '../components/StatTiles';
import { aboutSchema, type AboutFormInput, type AboutFormValues } from '../schema';

type Notice = 'saved' | 'failed' | 'invalid';

/** /about: the company's story; admins edit its texts in place, one language at a time. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const queryClient = useQueryClient();
  const about = useAbout(language);
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

  const content = editing ? form.getValues() : about.data;
  const view = content && (
    <EditingContext value={editing !== null}>
      <AboutContentView content={content} />
    </EditingContext>
  );

  return (
    <div className="bg-surface">
      <PageTitle title={t('title')} />
      <section className="bg-white">
        <Container className="py-12 text-center sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('subtitle')}</p>
        </Container>
      </section>
      <Container className={`space-y-12 py-10 sm:py-14 ${isAdmin ? 'pb-28 sm:pb-32' : ''}`}>
        <StatTiles />
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
              {view}
            </form>
          </FormProvider>
        ) : about.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('loading')} />
          </div>
        ) : about.isError ? (
          <LoadError
            message={t('error')}
            retryLabel={t('retry')}
            onRetry={() => void about.refetch()}
          />
        ) : (
          view
        )}
      </Container>
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
      {isAdmin && (about.data || editing) && (
        <EditToolbar
          editing={editing !== null}
          saving={save.isPending}
          onEdit={() => about.data && startEditing(about.data)}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
