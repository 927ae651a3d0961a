/** Every address of the site, in one place. */
export const paths = {
  home: '/',
  about: '/about',
  courses: '/courses',
  course: (slug: string) => `/courses/${encodeURIComponent(slug)}`,
  courseDetails: '/course-details',
  booking: (id: string) => `/booking/${encodeURIComponent(id)}`,
  /**
   * The booking form with the seat a waiting list offers: the course's form, its session chosen,
   * and the place and its mail's token to book with (features/booking/waitlist-offer.ts reads them).
   */
  bookingWithOffer: (offer: {
    courseId: number;
    sessionId: number;
    entryId: number;
    token: string;
  }) =>
    `/booking/${offer.courseId}?${new URLSearchParams({
      session: String(offer.sessionId),
      waitlist: String(offer.entryId),
      token: offer.token,
    })}`,
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
  /** A company's page opened on its team bookings, where its managers name the attendees. */
  companyBookings: (id: number | string) =>
    `/companies/${encodeURIComponent(String(id))}?tab=bookings`,
  /**
   * Training at the employer's: the request for a quote, with the catalogue's course to start
   * with (?course=<id or slug>) when given.
   */
  workplaceTraining: (course?: number | string) =>
    course === undefined
      ? '/workplace-training'
      : `/workplace-training?${new URLSearchParams({ course: String(course) })}`,
  /** A quote mailed to a customer, /quotes/{id}?token=…: kept out of the sitemap. */
  quote: (id: number | string) => `/quotes/${encodeURIComponent(String(id))}`,
  verify: (credentialId: string) => `/verify/${encodeURIComponent(credentialId)}`,
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  /** A news or reminder mail's link, /unsubscribe?token=…: kept out of the sitemap. */
  unsubscribe: '/unsubscribe',
  /** A place in a waiting list, /waitlist/{id}?token=…: its mails' link, kept out of the sitemap. */
  waitlist: (id: number | string) => `/waitlist/${encodeURIComponent(String(id))}`,
  /**
   * The instructor's sessions and profile, each session's roster (the office opens it too), their
   * availability and the sessions offered to them.
   */
  instructor: {
    root: '/instructor',
    session: (id: number | string) => `/instructor/sessions/${encodeURIComponent(String(id))}`,
    availability: '/instructor/availability',
    offers: '/instructor/offers',
  },
  admin: {
    root: '/admin',
    courses: '/admin/courses',
    students: '/admin/students',
    student: (id: number | string) => `/admin/students/${encodeURIComponent(String(id))}`,
    bookings: '/admin/bookings',
    booking: (id: number | string) => `/admin/bookings/${encodeURIComponent(String(id))}`,
    promoCodes: '/admin/promo-codes',
    sessions: '/admin/sessions',
    instructors: '/admin/instructors',
    reconciliation: '/admin/reconciliation',
    companies: '/admin/companies',
    invoices: '/admin/invoices',
    /** The training requests companies sent, and their quotes' list (quotesList). */
    quotes: '/admin/quotes',
    quotesList: '/admin/quotes?view=quotes',
    /** A new quote; `?request=` prepares it from a training request. */
    newQuote: '/admin/quotes/new',
    quote: (id: number | string) => `/admin/quotes/${encodeURIComponent(String(id))}`,
    editQuote: (id: number | string) => `/admin/quotes/${encodeURIComponent(String(id))}/edit`,
    privacy: '/admin/privacy',
    system: '/admin/system',
  },
  pricing: '/pricing',
  reviews: '/reviews',
  faq: '/faq',
  store: '/store',
  instagram: '/instagram',
} as const;
