import { LoaderCircle, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/lib/api/api-error';
import { useResendVerification } from '@/lib/auth/email-verification';
import type { User } from '@/lib/auth/types';

/**
 * Says which address waits for its mailed link (the account's own, or a new one) and mails it
 * again on request. Until the account's address is confirmed, bookings made with it without an
 * account stay out of the dashboard.
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const resend = useResendVerification();
  const waiting = user.pendingEmail || (!user.emailVerified ? user.email : '');
  if (!waiting) return null;

  let outcome = null;
  if (resend.isSuccess) {
    outcome = <p role="status">{t('verification.resent', { email: waiting })}</p>;
  } else if (resend.isError) {
    const limited = resend.error instanceof ApiError && resend.error.status === 429;
    outcome = (
      <p role="alert">{t(limited ? 'verification.rateLimited' : 'verification.resendFailed')}</p>
    );
  }

  return (
    <section
      data-testid="email-verification-banner"
      aria-labelledby="email-verification-title"
      className="rounded-2xl border border-amber-300 bg-pending-50 p-5 text-slate-900"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Mail aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="email-verification-title" className="font-bold">
            {user.pendingEmail ? t('verification.pendingTitle') : t('verification.title')}
          </h2>
          <p className="break-words">
            {user.pendingEmail
              ? t('verification.pending', { email: user.pendingEmail, current: user.email })
              : t('verification.unverified', { email: user.email })}
          </p>
          {outcome}
        </div>
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {resend.isPending ? t('verification.resending') : t('verification.resend')}
        </Button>
      </div>
    </section>
  );
}
