import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './CloseButton';
import { useModalFocus } from './use-modal-focus';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  description?: string;
  /** 'lg' for a long form. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A modal dialog: focus moves inside and stays there, Escape and the backdrop close it, the page
 * behind is inert, and focus returns to where it was when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  description,
  size = 'md',
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const close = useCallback(() => onCloseRef.current(), []);
  useModalFocus(open, panelRef, close);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/60" onClick={close} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-lg'}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0 break-words">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <CloseButton data-dialog-close label={closeLabel} onClick={close} />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
