import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AuthChecking } from '@/lib/auth/AuthChecking';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { ProtectedRoute } from '@/lib/auth/ProtectedRoute';
import { SignedInRoute } from '@/lib/auth/SignedInRoute';
import type { Role } from '@/lib/auth/types';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';
import { AppShell } from './AppShell';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorFallback } from './RouteErrorFallback';

const HomePage = lazyWithStrings(() => import('@/features/home/routes/HomePage'), ['home']);
const AboutPage = lazyWithStrings(() => import('@/features/about/routes/AboutPage'), ['about']);
const CoursesPage = lazyWithStrings(
  () => import('@/features/courses/routes/CoursesPage'),
  ['courses'],
);
const CourseDetailsPage = lazyWithStrings(() => import('./CourseDetailsRoute'), ['courses']);
const BookingPage = lazyWithStrings(
  () =>
    import('@/features/booking/routes/BookingPage').then(async (page) => {
      await page.preloadBookingForm();
      return page;
    }),
  ['booking', 'paymentDue'],
);
const BookingSuccessPage = lazyWithStrings(
  () => import('@/features/booking/routes/BookingSuccessPage'),
  ['booking', 'bookingSuccess', 'paymentDue'],
);
const LoginPage = lazyWithStrings(() => import('@/features/auth/routes/LoginPage'), ['auth']);
const SignupPage = lazyWithStrings(() => import('@/features/auth/routes/SignupPage'), ['auth']);
const ForgotPasswordPage = lazyWithStrings(
  () => import('@/features/auth/routes/ForgotPasswordPage'),
  ['auth'],
);
const ResetPasswordPage = lazyWithStrings(
  () => import('@/features/auth/routes/ResetPasswordPage'),
  ['auth'],
);
const VerifyEmailPage = lazyWithStrings(
  () => import('@/features/auth/routes/VerifyEmailPage'),
  ['auth'],
);
const DashboardPage = lazyWithStrings(
  () => import('@/features/dashboard/routes/DashboardPage'),
  ['dashboard', 'paymentDue'],
);
const LessonsPage = lazyWithStrings(
  () => import('@/features/dashboard/routes/LessonsPage'),
  ['dashboard'],
);
const SignInToDashboard = lazyWithStrings(
  () =>
    import('@/features/dashboard/components/SignInToDashboard').then((m) => ({
      default: m.SignInToDashboard,
    })),
  ['dashboard'],
);
const CompaniesPage = lazyWithStrings(
  () => import('@/features/companies/routes/CompaniesPage'),
  ['companies'],
);
const CompanyPage = lazyWithStrings(
  () => import('@/features/companies/routes/CompanyPage'),
  ['companies'],
);
const SignInToCompanies = lazyWithStrings(
  () =>
    import('@/features/companies/components/SignInToCompanies').then((m) => ({
      default: m.SignInToCompanies,
    })),
  ['companies'],
);
const InstructorPage = lazyWithStrings(
  () => import('@/features/instructor/routes/InstructorPage'),
  ['instructor'],
);
const AvailabilityPage = lazyWithStrings(
  () => import('@/features/instructor/routes/AvailabilityPage'),
  ['instructor'],
);
const OffersPage = lazyWithStrings(
  () => import('@/features/instructor/routes/OffersPage'),
  ['instructor'],
);
const RosterPage = lazyWithStrings(
  () => import('@/features/instructor/routes/RosterPage'),
  ['instructor'],
);
const SignInToInstructor = lazyWithStrings(
  () =>
    import('@/features/instructor/components/SignInToInstructor').then((m) => ({
      default: m.SignInToInstructor,
    })),
  ['instructor'],
);
const VerifyCertificatePage = lazyWithStrings(
  () => import('@/features/certificates/routes/VerifyCertificatePage'),
  ['certificates'],
);
const PrivacyPage = lazyWithStrings(() => import('@/features/legal/routes/PrivacyPage'), ['legal']);
const TermsPage = lazyWithStrings(() => import('@/features/legal/routes/TermsPage'), ['legal']);
const CookiesPage = lazyWithStrings(() => import('@/features/legal/routes/CookiesPage'), ['legal']);
const UnsubscribePage = lazyWithStrings(
  () => import('@/features/unsubscribe/routes/UnsubscribePage'),
  ['unsubscribe'],
);
const WaitlistPage = lazyWithStrings(
  () => import('@/features/waitlist/routes/WaitlistPage'),
  ['waitlist'],
);
const TrainingRequestPage = lazyWithStrings(
  () => import('@/features/training-request/routes/TrainingRequestPage'),
  ['trainingRequest'],
);
const QuotePage = lazyWithStrings(
  () =>
    import('@/features/quote/routes/QuotePage').then((page) => ({
      default: page.default,
      prefetch: page.prefetch,
    })),
  ['quote'],
);
const UnderConstructionPage = lazyWithStrings(
  () => import('@/features/under-construction/routes/UnderConstructionPage'),
  ['underConstruction'],
);
const NotFoundPage = lazyWithStrings(
  () => import('@/features/not-found/routes/NotFoundPage'),
  ['notFound'],
);
const AdminLayout = lazyWithStrings(
  () => import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })),
  ['admin'],
);
const AdminOverviewPage = lazyWithStrings(
  () => import('@/features/admin/overview/routes/AdminOverviewPage'),
  ['admin'],
);
const AdminCoursesPage = lazyWithStrings(
  () => import('@/features/admin/courses/routes/AdminCoursesPage'),
  ['admin', 'courses'],
);
const AdminStudentsPage = lazyWithStrings(
  () => import('@/features/admin/students/routes/AdminStudentsPage'),
  ['admin'],
);
const AdminStudentDetailPage = lazyWithStrings(
  () => import('@/features/admin/students/routes/AdminStudentDetailPage'),
  ['admin', 'adminBookings'],
);
const AdminBookingsPage = lazyWithStrings(
  () =>
    import('@/features/admin/bookings/routes/AdminBookingsPage').then((page) => ({
      default: page.default,
      prefetch: page.prefetch,
    })),
  ['admin', 'adminBookings'],
);
const AdminBookingDetailPage = lazyWithStrings(
  () => import('@/features/admin/bookings/routes/AdminBookingDetailPage'),
  ['admin', 'adminBookings'],
);
const AdminSessionsPage = lazyWithStrings(
  () => import('@/features/admin/sessions/routes/AdminSessionsPage'),
  ['admin', 'adminBookings'],
);
const AdminCompaniesPage = lazyWithStrings(
  () => import('@/features/admin/companies/routes/AdminCompaniesPage'),
  ['admin'],
);
const AdminInvoicesPage = lazyWithStrings(
  () => import('@/features/admin/invoices/routes/AdminInvoicesPage'),
  ['admin'],
);
const AdminQuotesPage = lazyWithStrings(
  () => import('@/features/admin/quotes/routes/AdminQuotesPage'),
  ['admin', 'adminQuotes'],
);
const AdminQuotePage = lazyWithStrings(
  () => import('@/features/admin/quotes/routes/AdminQuotePage'),
  ['admin', 'adminQuotes'],
);
const AdminQuoteEditorPage = lazyWithStrings(
  () => import('@/features/admin/quotes/routes/AdminQuoteEditorPage'),
  ['admin', 'adminQuotes'],
);
const AdminPromoCodesPage = lazyWithStrings(
  () => import('@/features/admin/promo-codes/routes/AdminPromoCodesPage'),
  ['admin'],
);
const AdminInstructorsPage = lazyWithStrings(
  () => import('@/features/admin/instructors/routes/AdminInstructorsPage'),
  ['admin'],
);
const AdminPrivacyPage = lazyWithStrings(
  () => import('@/features/admin/privacy/routes/AdminPrivacyPage'),
  ['admin'],
);
const AdminSystemPage = lazyWithStrings(
  () => import('@/features/admin/system/routes/AdminSystemPage'),
  ['admin', 'adminSystem'],
);
const AdminReconciliationPage = lazyWithStrings(
  () => import('@/features/admin/reconciliation/routes/AdminReconciliationPage'),
  ['admin', 'adminReconciliation'],
);

const underConstruction = (['pricing', 'reviews', 'faq', 'store', 'instagram'] as const).map(
  (page): RouteObject => ({ path: page, element: <UnderConstructionPage page={page} /> }),
);

/**
 * /dashboard/*: students, and instructors (students who also teach); visitors get the login form
 * in place, admins the home page.
 */
const studentOnly = (page: ReactNode) => (
  <ProtectedRoute
    role={['student', 'instructor']}
    signIn={
      <SignInToDashboard>
        <LoginPage />
      </SignInToDashboard>
    }
    forbidden={<HomePage />}
  >
    {page}
  </ProtectedRoute>
);

/** /companies/*: anyone signed in (a student or an admin); visitors get the login form in place. */
const signedIn = (page: ReactNode) => (
  <SignedInRoute
    signIn={
      <SignInToCompanies>
        <LoginPage />
      </SignInToCompanies>
    }
  >
    {page}
  </SignedInRoute>
);

/**
 * /instructor/*: instructors (and the office for a session's roster, `roles`); visitors get the
 * login form in place, others the home page.
 */
const instructorArea = (page: ReactNode, roles: readonly Role[] = ['instructor']) => (
  <ProtectedRoute
    role={roles}
    signIn={
      <SignInToInstructor>
        <LoginPage />
      </SignInToInstructor>
    }
    forbidden={<HomePage />}
  >
    {page}
  </ProtectedRoute>
);

/** /admin/*: admins only; others get the public layout with the login form or the home page. */
const adminArea = (
  <ProtectedRoute
    role="admin"
    checking={<AuthChecking className="min-h-dvh" />}
    signIn={
      <PublicLayout>
        <LoginPage />
      </PublicLayout>
    }
    forbidden={
      <PublicLayout>
        <HomePage />
      </PublicLayout>
    }
  >
    <AdminLayout />
  </ProtectedRoute>
);

/** The route table of spec section 2; page code is loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <AppShell />
      </AuthProvider>
    ),
    errorElement: <RouteErrorFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Errors of a page keep the header and footer around the fallback.
            errorElement: <RouteErrorFallback />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'about', element: <AboutPage /> },
              { path: 'courses', element: <CoursesPage /> },
              { path: 'courses/:slug', element: <CourseDetailsPage /> },
              { path: 'course-details', element: <CourseDetailsPage /> },
              { path: 'booking/:id', element: <BookingPage /> },
              { path: 'bookingsuccess', element: <BookingSuccessPage /> },
              { path: 'login', element: <LoginPage /> },
              { path: 'signup', element: <SignupPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'reset-password', element: <ResetPasswordPage /> },
              { path: 'verify-email', element: <VerifyEmailPage /> },
              { path: 'dashboard', element: studentOnly(<DashboardPage />) },
              { path: 'dashboard/courses/:enrollmentId', element: studentOnly(<LessonsPage />) },
              { path: 'companies', element: signedIn(<CompaniesPage />) },
              { path: 'companies/:id', element: signedIn(<CompanyPage />) },
              { path: 'verify/:credentialId', element: <VerifyCertificatePage /> },
              { path: 'privacy', element: <PrivacyPage /> },
              { path: 'terms', element: <TermsPage /> },
              { path: 'cookies', element: <CookiesPage /> },
              { path: 'unsubscribe', element: <UnsubscribePage /> },
              { path: 'waitlist/:id', element: <WaitlistPage /> },
              { path: 'workplace-training', element: <TrainingRequestPage /> },
              { path: 'quotes/:id', element: <QuotePage /> },
              { path: 'instructor', element: instructorArea(<InstructorPage />) },
              { path: 'instructor/availability', element: instructorArea(<AvailabilityPage />) },
              { path: 'instructor/offers', element: instructorArea(<OffersPage />) },
              {
                path: 'instructor/sessions/:id',
                element: instructorArea(<RosterPage />, ['instructor', 'admin']),
              },
              ...underConstruction,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: adminArea,
        children: [
          {
            errorElement: <RouteErrorFallback />,
            children: [
              { index: true, element: <AdminOverviewPage /> },
              { path: 'courses', element: <AdminCoursesPage /> },
              { path: 'students', element: <AdminStudentsPage /> },
              { path: 'students/:id', element: <AdminStudentDetailPage /> },
              { path: 'bookings', element: <AdminBookingsPage /> },
              { path: 'bookings/:id', element: <AdminBookingDetailPage /> },
              { path: 'promo-codes', element: <AdminPromoCodesPage /> },
              { path: 'sessions', element: <AdminSessionsPage /> },
              { path: 'instructors', element: <AdminInstructorsPage /> },
              { path: 'reconciliation', element: <AdminReconciliationPage /> },
              { path: 'companies', element: <AdminCompaniesPage /> },
              { path: 'invoices', element: <AdminInvoicesPage /> },
              { path: 'quotes', element: <AdminQuotesPage /> },
              { path: 'quotes/new', element: <AdminQuoteEditorPage /> },
              { path: 'quotes/:id', element: <AdminQuotePage /> },
              { path: 'quotes/:id/edit', element: <AdminQuoteEditorPage /> },
              { path: 'privacy', element: <AdminPrivacyPage /> },
              { path: 'system', element: <AdminSystemPage /> },
            ],
          },
        ],
      },
    ],
  },
];
