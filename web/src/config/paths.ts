/** Every address of the site, in one place. */
export const paths = {
  home: '/',
  about: '/about',
  courses: '/courses',
  course: (slug: string) => `/courses/${encodeURIComponent(slug)}`,
  courseDetails: '/course-details',
  booking: (id: string) => `/booking/${encodeURIComponent(id)}`,
  bookingSuccess: '/bookingsuccess',
  /** A booking's page for its signed-in owner, who needs no access token. */
  myBooking: (id: number) => `/bookingsuccess?booking=${id}`,
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The link mailed to prove an address, /verify-email?token=… */
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  /** The lesson view of an enrolled course, on one lesson or on the next one to do. */
  dashboardCourse: (enrollmentId: number, lessonId?: number) =>
    `/dashboard/courses/${enrollmentId}${lessonId === undefined ? '' : `?lesson=${lessonId}`}`,
  /** The companies the signed-in person manages, and the form to create one. */
  companies: '/companies',
  company: (id: number | string) => `/companies/${encodeURIComponent(String(id))}`,
  verify: (credentialId: string) => `/verify/${encodeURIComponent(credentialId)}`,
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  /** A news or reminder mail's link, /unsubscribe?token=…: kept out of the sitemap. */
  unsubscribe: '/unsubscribe',
  admin: {
    root: '/admin',
    courses: '/admin/courses',
    students: '/admin/students',
    student: (id: number | string) => `/admin/students/${encodeURIComponent(String(id))}`,
    bookings: '/admin/bookings',
    booking: (id: number | string) => `/admin/bookings/${encodeURIComponent(String(id))}`,
    sessions: '/admin/sessions',
    reconciliation: '/admin/reconciliation',
    companies: '/admin/companies',
    invoices: '/admin/invoices',
    privacy: '/admin/privacy',
  },
  pricing: '/pricing',
  reviews: '/reviews',
  faq: '/faq',
  store: '/store',
  instagram: '/instagram',
} as const;
