import { Download, FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { SectionCard } from '@/components/ui/SectionCard';
import { ApiError } from '@/lib/api/api-error';
import { useDownloadMyData } from '../api/export-my-data';

const isRateLimited = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === 'rate-limited');

/** Law 25's portability: the person's own data, downloaded as a zip of JSON and CSV. */
export function MyDataSection() {
  const { t } = useTranslation('dashboard');
  const download = useDownloadMyData();
  return (
    <SectionCard title={t('myData.title')} icon={FileArchive}>
      <div className="space-y-2 text-sm text-slate-700">
        <p>{t('myData.description')}</p>
        <p>{t('myData.format')}</p>
      </div>
      <BusyButton
        variant="secondary"
        className="w-full"
        icon={Download}
        label={t('myData.download')}
        busyLabel={t('myData.preparing')}
        busy={download.isPending}
        onClick={() => download.mutate()}
      />
      {download.isError && (
        <Alert>
          {isRateLimited(download.error) ? t('myData.rateLimited') : t('myData.failed')}
        </Alert>
      )}
    </SectionCard>
  );
}
