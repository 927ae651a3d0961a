import { CheckCircle2, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AboutContent } from '../api/types';
import { CommitmentBlock } from './CommitmentBlock';
import { CompanyCard } from './CompanyCard';
import { PointsSection } from './PointsSection';

/** The stored texts of the page: company, distinctions, expertise and commitment. */
export function AboutContentView({ content }: { content: AboutContent }) {
  const { t } = useTranslation('about');
  return (
    <div className="space-y-12">
      <CompanyCard content={content} />
      <PointsSection
        title={content.distinctionTitle}
        titleField="distinctionTitle"
        titleLabel={t('edit.fields.distinctionTitle')}
        points={content.distinctionPoints}
        pointsField="distinctionPoints"
        pointLabel={(number) => t('edit.fields.distinctionPoint', { number })}
        icon={CheckCircle2}
        columns="sm:grid-cols-2"
      />
      <PointsSection
        title={content.expertiseTitle}
        titleField="expertiseTitle"
        titleLabel={t('edit.fields.expertiseTitle')}
        points={content.expertisePoints}
        pointsField="expertisePoints"
        pointLabel={(number) => t('edit.fields.expertisePoint', { number })}
        icon={Stethoscope}
        columns="md:grid-cols-3"
      />
      <CommitmentBlock content={content} />
    </div>
  );
}
