import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useStudent } from '../api/get-student';
import { useRemoveStudent } from '../api/remove-student';
import type { EnrollmentChange, StudentEnrollment } from '../api/types';
import { useUpdateEnrollment } from '../api/update-enrollment';
import { CompletionOverrideDialog } from '../components/CompletionOverrideDialog';
import { RemoveStudentDialog } from '../components/RemoveStudentDialog';
import { StudentAvatar } from '../components/StudentAvatar';
import { StudentBookings } from '../components/StudentBookings';
import { StudentCertificates } from '../components/StudentCertificates';
import { StudentEnrollments } from '../components/StudentEnrollments';
import { StudentProfile } from '../components/StudentProfile';
import { studentName } from '../student-name';
import type { StudentsLocationState } from './AdminStudentsPage';

/** /admin/students/:id: a student's profile, bookings, enrollments, certificates and removal. */
export default function AdminStudentDetailPage() {
  const { t } = useTranslation('admin');
  const { id: param = '' } = useParams();
  const id = /^\d{1,15}$/.test(param) ? Number(param) : 0;
  const navigate = useNavigate();
  const language = useLanguage();
  const { data, isPending, isError, error, isRefetching, refetch } = useStudent(id, language);
  const update = useUpdateEnrollment(id);
  const remove = useRemoveStudent();
  const [confirming, setConfirming] = useState(false);
  const notice = useNotice();
  const [overriding, setOverriding] = useState<StudentEnrollment | null>(null);
  const notFound = id === 0 || (error instanceof ApiError && error.status === 404);

  function changeEnrollment(enrollment: StudentEnrollment, change: EnrollmentChange) {
    notice.clear();
    update.mutate(
      { id: enrollment.id, change },
      {
        onSuccess: (certificate) => {
          const text =
            change.completed === true
              ? certificate
                ? t('student.enrollments.completed', { credentialId: certificate.credentialId })
                : t('student.enrollments.completedNoCertificate')
              : change.attended
                ? t('student.enrollments.attendanceSaved')
                : t('student.enrollments.attendanceRemoved');
          notice.success(text);
        },
        onError: (error) => notice.error(updateError(error)),
      },
    );
  }

  function updateError(error: Error) {
    if (error instanceof ApiError && error.code === 'attendance-required')
      return t('student.enrollments.attendanceRequired');
    if (error instanceof ApiError && error.code === 'payment-required')
      return t('student.enrollments.paymentRequired');
    return t('student.enrollments.updateFailed');
  }

  async function completeByException(overrideReason: string) {
    if (!overriding) return;
    notice.clear();
    const certificate = await update.mutateAsync({
      id: overriding.id,
      change: { completed: true, overrideReason },
    });
    setOverriding(null);
    notice.success(
      certificate
        ? t('student.enrollments.completed', { credentialId: certificate.credentialId })
        : t('student.enrollments.completedNoCertificate'),
    );
  }

  function confirmRemove() {
    if (!data) return;
    const name = studentName(data.student);
    remove.mutate(id, {
      onSuccess: () => {
        const state: StudentsLocationState = { removed: name };
        void navigate(paths.admin.students, { state });
      },
    });
  }

  const name = data ? studentName(data.student) : t('students.title');

  return (
    <div className="space-y-6">
      <PageTitle title={name} />
      <BackLink to={paths.admin.students} tone="admin">
        {t('student.back')}
      </BackLink>

      {notFound ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('students.title')}</h1>
          <Alert>{t('student.notFound')}</Alert>
        </>
      ) : isError && !data ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('students.title')}</h1>
          <LoadError
            message={t('student.loadError')}
            retryLabel={t('student.retry')}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        </>
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('student.loading')} />
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-4">
              <StudentAvatar student={data.student} size="lg" />
              <div className="min-w-0">
                <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
                  {name}
                </h1>
                <p className="break-all text-slate-700">{data.student.email}</p>
              </div>
            </div>
            <Button
              variant="secondary"
              className="shrink-0 text-brand-700"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              <UserX aria-hidden="true" className="size-5" />
              {t('student.remove')}
            </Button>
          </div>

          <NoticeAlert notice={notice} dismissLabel={t('student.dismiss')} />

          <StudentProfile student={data.student} />
          <StudentBookings bookings={data.bookings} />
          <StudentEnrollments
            enrollments={data.enrollments}
            busyId={update.isPending ? (update.variables?.id ?? null) : null}
            onChange={changeEnrollment}
            onOverride={(enrollment) => {
              notice.clear();
              setOverriding(enrollment);
            }}
          />
          <CompletionOverrideDialog
            enrollment={overriding}
            pending={update.isPending}
            onClose={() => setOverriding(null)}
            onSubmit={completeByException}
          />
          <StudentCertificates certificates={data.certificates} />

          <RemoveStudentDialog
            student={confirming ? data.student : null}
            busy={remove.isPending}
            failed={remove.isError}
            onConfirm={confirmRemove}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}
