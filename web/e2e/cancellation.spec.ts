import { waitForLink } from './support/auth-fixtures';
import { expect, plain, seededCourses, test, uniqueTag } from './support/booking-fixtures';

const words = {
  fr: {
    section: 'Annuler ou changer de séance',
    cancel: 'Annuler la réservation',
    dialog: 'Annuler cette réservation\u00a0?',
    confirm: 'Oui, annuler',
    done: /Votre réservation est annulée/,
    policy: 'Aucun paiement n’a été reçu : il n’y a rien à rembourser.',
    status: 'Annulée',
  },
  en: {
    section: 'Cancel or change session',
    cancel: 'Cancel the booking',
    dialog: 'Cancel this booking?',
    confirm: 'Yes, cancel',
    done: /Your booking is cancelled/,
    policy: 'No payment was received: there is nothing to refund.',
    status: 'Cancelled',
  },
};

for (const lang of ['fr', 'en'] as const) {
  test(`a guest cancels from the link in the booking mail and the seat is freed (${lang})`, async ({
    page,
    request,
    scheduleSession,
  }) => {
    const w = words[lang];
    const session = await scheduleSession(seededCourses.cpr.id, { capacity: 3 });
    const email = `guest-${uniqueTag()}@example.com`;
    const created = await request.post('/api/bookings', {
      data: {
        firstName: 'Invité',
        lastName: 'Test',
        email,
        courseId: seededCourses.cpr.id,
        sessionId: session.id,
        paymentMethod: 'interac',
        language: lang,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const seatsLeft = async () => {
      const listed = (await (
        await request.get(`/api/courses/${seededCourses.cpr.id}/sessions`)
      ).json()) as { sessions: { id: number; seatsLeft: number }[] };
      return listed.sessions.find((s) => s.id === session.id)?.seatsLeft;
    };
    expect(await seatsLeft()).toBe(2);

    // The confirmation mail's link opens the booking's page with its token, no account needed.
    const link = await waitForLink(email, 'bookingsuccess');
    await page.goto(`${link}&lng=${lang}`);
    const manage = page.getByRole('region', { name: w.section });
    await manage.getByRole('button', { name: w.cancel }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    expect(plain(await dialog.getByTestId('refund-policy').textContent())).toBe(w.policy);
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(manage.getByRole('status')).toContainText(w.done);
    await expect(page.getByTestId('booking-status')).toHaveText(w.status);
    expect(await seatsLeft()).toBe(3);
  });
}
