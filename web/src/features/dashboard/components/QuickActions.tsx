import { Compass, UserPen, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { SectionCard } from '@/components/ui/SectionCard';

/** Browse the catalogue, or open the profile modal. */
export function QuickActions({ onEditProfile }: { onEditProfile: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard title={t('actions.title')} icon={Zap}>
      <div className="flex flex-col gap-3">
        <ButtonLink to={paths.courses} variant="secondary" className="justify-start">
          <Compass aria-hidden="true" className="size-5" />
          {t('actions.browse')}
        </ButtonLink>
        <Button
          variant="secondary"
          className="justify-start"
          aria-haspopup="dialog"
          onClick={onEditProfile}
        >
          <UserPen aria-hidden="true" className="size-5" />
          {t('actions.profile')}
        </Button>
      </div>
    </SectionCard>
  );
}
