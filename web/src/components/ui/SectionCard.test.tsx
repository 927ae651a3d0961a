import { render, screen } from '@testing-library/react';
import { Award } from 'lucide-react';
import { SectionCard } from './SectionCard';

describe('the titled section card', () => {
  it('is a region named by its h2, with its description and content', () => {
    render(
      <SectionCard title="Vos coordonnées" description="Pour vous joindre." icon={Award}>
        <p>Contenu</p>
      </SectionCard>,
    );
    const section = screen.getByRole('region', { name: 'Vos coordonnées' });
    expect(screen.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Pour vous joindre.');
    expect(section).toHaveTextContent('Contenu');
  });

  it('takes a given heading id, and an h3 as a block of a larger form', () => {
    render(
      <SectionCard id="profile-heading" variant="divided" title="Image">
        <p>Contenu</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Image' });
    expect(heading).toHaveAttribute('id', 'profile-heading');
    expect(screen.getByRole('region', { name: 'Image' })).toBeInTheDocument();
  });
});
