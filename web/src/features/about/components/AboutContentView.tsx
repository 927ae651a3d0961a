import { CheckCircle2, Stethoscope } from 'lucide-react';
import type { AboutContent } from '../api/types';
import { CommitmentBlock } from './CommitmentBlock';
import { CompanyCard } from './CompanyCard';
import { PointsSection } from './PointsSection';

/** The stored texts of the page: company, distinctions, expertise and commitment. */
export function AboutContentView({ content }: { content: AboutContent }) {
  return (
    <div className="space-y-12">
      <CompanyCard content={content} />
      <PointsSection
        list="distinction"
        content={content}
        icon={CheckCircle2}
        columns="sm:grid-cols-2"
      />
      <PointsSection
        list="expertise"
        content={content}
        icon={Stethoscope}
        columns="md:grid-cols-3"
      />
      <CommitmentBlock content={content} />
    </div>
  );
}
