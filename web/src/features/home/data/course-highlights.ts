/**
 * The six official courses shown on the home page. Static for now; the catalogue API will
 * replace this list. Titles and descriptions are in home:highlights.courses.<slug>.
 */
export const courseHighlights = [
  { slug: 'soins-immediats-reanimation', level: 'C', category: 'emergency-medicine' },
  { slug: 'rcr-c', level: 'C', category: 'emergency-medicine' },
  { slug: 'premiers-soins-c', level: 'C', category: 'emergency-medicine' },
  { slug: 'premiers-soins-urgence-c', level: 'C', category: 'emergency-medicine' },
  { slug: 'petite-enfance-allergies', level: 'C', category: 'emergency-medicine' },
  { slug: 'pdsb', level: 'A', category: 'professional-development' },
] as const;

export type CourseHighlight = (typeof courseHighlights)[number];
