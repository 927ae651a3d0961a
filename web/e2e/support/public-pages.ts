/** Every public address with the main heading it shows in each language. */
export interface PublicPage {
  path: string;
  fr: string;
  en: string;
}

const underConstruction = { fr: 'Page en construction', en: 'Page Under Construction' };

export const publicPages: PublicPage[] = [
  {
    path: '/',
    fr: 'Apprenez les gestes qui sauvent des vies',
    en: 'Learn the skills that save lives',
  },
  { path: '/about', fr: 'À propos de nous', en: 'About us' },
  { path: '/courses', fr: 'Nos formations', en: 'Our courses' },
  // Seeded courses (secours seed): the page heading is the course title.
  {
    path: '/courses/rcr-dea-niveau-c',
    fr: 'Sauveteur cardio RCR-DEA niveau C',
    en: 'Cardio Rescuer CPR-AED Level C',
  },
  {
    path: '/course-details?id=1',
    fr: 'Soins immédiats en réanimation (SIR)',
    en: 'Immediate Resuscitation Care (BLS)',
  },
  { path: '/booking/1', fr: 'Réserver une formation', en: 'Book a course' },
  {
    path: '/bookingsuccess',
    fr: 'Merci pour votre réservation\u00a0!',
    en: 'Thank you for your booking!',
  },
  { path: '/login', fr: 'Connexion', en: 'Log in' },
  { path: '/signup', fr: 'Créer un compte', en: 'Create an account' },
  { path: '/forgot-password', fr: 'Mot de passe oublié', en: 'Forgot your password' },
  { path: '/reset-password', fr: 'Choisir un nouveau mot de passe', en: 'Choose a new password' },
  {
    path: '/verify/SEC-2025-0001',
    fr: 'Vérification d’un certificat',
    en: 'Certificate verification',
  },
  { path: '/privacy', fr: 'Politique de confidentialité', en: 'Privacy policy' },
  { path: '/terms', fr: 'Conditions de vente', en: 'Terms of sale' },
  { path: '/cookies', fr: 'Témoins (cookies)', en: 'Cookies' },
  { path: '/pricing', ...underConstruction },
  { path: '/reviews', ...underConstruction },
  { path: '/faq', ...underConstruction },
  { path: '/store', ...underConstruction },
  { path: '/instagram', ...underConstruction },
  {
    path: '/une-page-qui-nexiste-pas',
    fr: 'Oups\u00a0! La page que vous cherchez n’existe pas.',
    en: "Oops! The page you're looking for doesn't exist..",
  },
];
