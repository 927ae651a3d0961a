/* Vitest only: sample dashboard data and certificates. */
import type { ResponseBody, Schemas } from '@/lib/api/types';

type Certificate = Schemas['Certificate'];
type Dashboard = Schemas['Dashboard'];
type EnrolledCourse = Schemas['EnrolledCourse'];
type Lesson = ResponseBody<'/api/me/enrollments/{id}/lessons'>['lessons'][number];

export function makeEnrolledCourse(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    id: 31,
    courseId: 2,
    slug: 'rcr-dea-niveau-c',
    title: 'Sauveteur cardio RCR-DEA niveau C',
    instructor: 'Julie Lavoie',
    image: '',
    progress: 33,
    completedLessons: 1,
    totalLessons: 3,
    nextLesson: { id: 102, title: 'La chaîne de survie' },
    hoursLearned: 0.5,
    attended: false,
    completed: false,
    ...overrides,
  };
}

export function makeCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 5,
    renewalCourseId: null,
    credentialId: 'SEC-ABCD-EFGH-JKLM',
    title: 'Secourisme en milieu de travail',
    issuedOn: '2026-03-01',
    expiryDate: '2029-03-01',
    status: 'valid',
    downloadUrl: '/api/me/certificates/5.pdf',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: { enrolled: 2, completed: 1, hoursLearned: 7.5, averageProgress: 67 },
    courses: [makeEnrolledCourse()],
    certificates: [makeCertificate()],
    ...overrides,
  };
}

export const emptyDashboard: Dashboard = {
  stats: { enrolled: 0, completed: 0, hoursLearned: 0, averageProgress: 0 },
  courses: [],
  certificates: [],
};

export function makeLessons(): Lesson[] {
  return [
    {
      id: 101,
      position: 1,
      title: 'Évaluer la situation',
      content: 'Assurez-vous que les lieux sont sécuritaires.\n\nAppelez le 9-1-1.',
      durationMinutes: 30,
      completed: true,
    },
    {
      id: 102,
      position: 2,
      title: 'La chaîne de survie',
      content: 'Chaque maillon compte.\nLa défibrillation précoce double les chances de survie.',
      durationMinutes: 20,
      completed: false,
    },
    {
      id: 103,
      position: 3,
      title: 'Les compressions thoraciques',
      content: 'Poussez fort et vite, au centre de la poitrine.',
      durationMinutes: 25,
      completed: false,
    },
  ];
}
