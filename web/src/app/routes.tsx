import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { SignInToDashboard } from '@/features/dashboard/components/SignInToDashboard';
import { AuthChecking } from '@/lib/auth/AuthChecking';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { ProtectedRoute } from '@/lib/auth/ProtectedRoute';
import { AppShell } from './AppShell';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorFallback } from './RouteErrorFallback';

const HomePage = lazy(() => import('@/features/home/routes/HomePage'));
const AboutPage = lazy(() => import('@/features/about/routes/AboutPage'));
const CoursesPage = lazy(() => import('@/features/courses/routes/CoursesPage'));
const CourseDetailsPage = lazy(() => import('./CourseDetailsRoute'));
const BookingPage = lazy(() => import('@/features/booking/routes/BookingPage'));
const BookingSuccessPage = lazy(() => import('@/features/booking/routes/BookingSuccessPage'));
const LoginPage = lazy(() => import('@/features/auth/routes/LoginPage'));
const SignupPage = lazy(() => import('@/features/auth/routes/SignupPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/routes/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('@/features/auth/routes/VerifyEmailPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/routes/DashboardPage'));
const LessonsPage = lazy(() => import('@/features/dashboard/routes/LessonsPage'));
const VerifyCertificatePage = lazy(
  () => import('@/features/certificates/routes/VerifyCertificatePage'),
);
const UnderConstructionPage = lazy(
  () => import('@/features/under-construction/routes/UnderConstructionPage'),
);
const NotFoundPage = lazy(() => import('@/features/not-found/routes/NotFoundPage'));
const AdminLayout = lazy(() =>
  import('@/features/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const AdminOverviewPage = lazy(() => import('@/features/admin/overview/routes/AdminOverviewPage'));
const AdminCoursesPage = lazy(() => import('@/features/admin/courses/routes/AdminCoursesPage'));
const AdminStudentsPage = lazy(() => import('@/features/admin/students/routes/AdminStudentsPage'));
const AdminStudentDetailPage = lazy(
  () => import('@/features/admin/students/routes/AdminStudentDetailPage'),
);
const AdminBookingsPage = lazy(() => import('@/features/admin/bookings/routes/AdminBookingsPage'));
const AdminBookingDetailPage = lazy(
  () => import('@/features/admin/bookings/routes/AdminBookingDetailPage'),
);
const AdminSessionsPage = lazy(() => import('@/features/admin/sessions/routes/AdminSessionsPage'));

const underConstruction = (['pricing', 'reviews', 'faq', 'store', 'instagram'] as const).map(
  (page): RouteObject => ({ path: page, element: <UnderConstructionPage page={page} /> }),
);

/** /dashboard/*: students only; visitors get the login form in place, admins the home page. */
const studentOnly = (page: ReactNode) => (
  <ProtectedRoute
    role="student"
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
              { path: 'verify/:credentialId', element: <VerifyCertificatePage /> },
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
              { path: 'sessions', element: <AdminSessionsPage /> },
            ],
          },
        ],
      },
    ],
  },
];
