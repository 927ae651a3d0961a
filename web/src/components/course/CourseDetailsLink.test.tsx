import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CourseDetailsLink } from './CourseDetailsLink';

describe("a course card's link to the course", () => {
  it("leads to the course's page, named for the course, with its own spacing", () => {
    render(
      <MemoryRouter>
        <CourseDetailsLink
          course={{ slug: 'rcr' }}
          label="Détails de RCR"
          className="min-h-11 px-1"
        >
          Détails
        </CourseDetailsLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Détails de RCR' });
    expect(link).toHaveTextContent('Détails');
    expect(link).toHaveClass('min-h-11', 'px-1', 'font-semibold');
    expect(link.getAttribute('href')).toMatch(/rcr$/);
  });
});
