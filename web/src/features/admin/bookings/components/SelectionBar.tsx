import { Ban, Banknote, Check, Download, X, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { MAX_SELECTED } from '../api/bulk-update-bookings';
import type { AdminBooking } from '../api/types';
import { actionsFor, isActive, type DirectAction } from '../booking-actions';

interface SelectionBarProps {
  /** The bookings ticked among those shown (one at least). */
  selected: readonly AdminBooking[];
  /** The address of their CSV. */
  exportUrl: string;
  /** Asks to approve, reject or mark paid the whole selection (a dialog confirms). */
  onAction: (action: DirectAction) => void;
  /** Asks to cancel the whole selection (a dialog asks why, and for the refunds). */
  onCancel: () => void;
  onClear: () => void;
}

const buttons: { action: DirectAction; icon: LucideIcon; tone: string }[] = [
  { action: 'approve', icon: Check, tone: 'text-success-600' },
  { action: 'reject', icon: X, tone: 'text-brand-700' },
  { action: 'paymentReceived', icon: Banknote, tone: 'text-slate-800' },
];

/**
 * Under the list while bookings are ticked, held at the bottom of the window: how many, and what
 * can be done to them at once. An action none of them can take is disabled, with the reason
 * beneath; the server still judges each booking.
 */
export function SelectionBar({
  selected,
  exportUrl,
  onAction,
  onCancel,
  onClear,
}: SelectionBarProps) {
  const { t } = useTranslation('adminBookings');
  const id = useId();
  const tooMany = selected.length > MAX_SELECTED;
  const can = (action: DirectAction) =>
    selected.some((booking) => actionsFor(booking).includes(action));
  const pending = can('approve');
  const payable = can('paymentReceived');
  const active = selected.some(isActive);
  const hints = tooMany
    ? [{ key: 'tooMany', text: t('bookings.bulk.tooMany', { max: MAX_SELECTED }) }]
    : [
        ...(pending ? [] : [{ key: 'noPending', text: t('bookings.bulk.noPending') }]),
        ...(payable ? [] : [{ key: 'noUnpaid', text: t('bookings.bulk.noUnpaid') }]),
        ...(active ? [] : [{ key: 'noActive', text: t('bookings.bulk.noActive') }]),
      ];
  const hintOf = (action: DirectAction | 'cancel' | 'export') => {
    if (tooMany) return `${id}-tooMany`;
    if (action === 'paymentReceived') return payable ? undefined : `${id}-noUnpaid`;
    if (action === 'cancel') return active ? undefined : `${id}-noActive`;
    if (action === 'export') return undefined;
    return pending ? undefined : `${id}-noPending`;
  };

  return (
    <section
      aria-label={t('bookings.bulk.region')}
      className="sticky bottom-0 z-20 rounded-t-2xl border border-surface-strong bg-white p-2.5 shadow-[0_-4px_16px_rgb(15_23_42/0.12)] sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="font-semibold text-slate-900" data-testid="selected-count">
          {t('bookings.bulk.selected', { count: selected.length })}
        </p>
        {/* On a phone, the cross alone beside the count (its name still read out). */}
        <Button variant="ghost" size="sm" onClick={onClear} className="min-w-11 max-sm:min-h-11">
          <X aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('bookings.bulk.clear')}</span>
        </Button>
        {/* On a phone, the actions in a grid (two or three a row); beside the count on wider screens. */}
        <div className="grid w-full grid-cols-2 gap-1.5 min-[400px]:grid-cols-3 sm:ml-auto sm:flex sm:w-auto sm:flex-wrap sm:justify-end sm:gap-2">
          {buttons.map(({ action, icon: Icon, tone }) => {
            const hint = hintOf(action);
            return (
              <Button
                key={action}
                variant="secondary"
                size="bar"
                disabled={hint !== undefined}
                aria-describedby={hint}
                onClick={() => onAction(action)}
              >
                <Icon aria-hidden="true" className={`size-4 ${tone}`} />
                {t(`bookings.bulk.${action}`)}
              </Button>
            );
          })}
          <Button
            variant="secondary"
            size="bar"
            disabled={hintOf('cancel') !== undefined}
            aria-describedby={hintOf('cancel')}
            onClick={onCancel}
          >
            <Ban aria-hidden="true" className="size-4 text-brand-700" />
            {t('bookings.bulk.cancel')}
          </Button>
          {tooMany ? (
            <Button variant="secondary" size="bar" disabled aria-describedby={hintOf('export')}>
              <Download aria-hidden="true" className="size-4" />
              {t('bookings.bulk.export')}
            </Button>
          ) : (
            <a href={exportUrl} download className={buttonClasses('secondary', 'bar')}>
              <Download aria-hidden="true" className="size-4" />
              {t('bookings.bulk.export')}
            </a>
          )}
        </div>
      </div>
      {hints.length > 0 && (
        <ul className="mt-2 space-y-1 text-xs text-slate-600 sm:text-sm">
          {hints.map((hint) => (
            <li key={hint.key} id={`${id}-${hint.key}`}>
              {hint.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
