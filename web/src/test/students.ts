/* Vitest only: a sample student record. */
import type { Schemas } from '@/lib/api/types';
import { makeAdminBooking } from './bookings';
import { makeCertificate } from './dashboard';
import { makeUser } from './users';

type StudentDetail = Schemas['StudentDetail'];

export function makeStudentDetail(overrides: Partial<StudentDetail> = {}): StudentDetail {
  const student = makeUser({
    id: 42,
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie@example.com',
    phone: '819 555-0199',
    address: '12 rue Principale, Gatineau',
    createdAt: '2026-03-02T15:00:00Z',
  });
  return {
    student,
    bookings: [
      makeAdminBooking({
        id: 9,
        reference: 'SEC-7K2M9Q',
        userId: 42,
        status: 'approved',
        paymentStatus: 'paid',
      }),
    ],
    enrollments: [
      {
        id: 31,
        courseId: 2,
        courseTitle: 'Sauveteur cardio RCR-DEA niveau C',
        progress: 40,
        attended: false,
        completed: false,
        completedAt: null,
        createdAt: '2026-03-05T15:00:00Z',
        paid: true,
        completionOverride: null,
      },
    ],
    certificates: [
      makeCertificate({
        id: 3,
        credentialId: 'SEC-2026-8F3K2P9X',
        title: 'Premiers soins niveau C',
        issuedOn: '2026-04-10',
        expiryDate: '2029-04-10',
        downloadUrl: '/api/me/certificates/3.pdf',
      }),
    ],
    ...overrides,
  };
}
