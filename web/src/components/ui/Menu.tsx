import { ChevronDown, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useMenuButton } from './use-menu-button';

export interface MenuItem {
  key: string;
  /** The item's words. */
  label: string;
  /** A fuller name for screen readers; it starts with `label`. */
  ariaLabel?: string;
  icon?: LucideIcon;
  /** The item's text colour, e.g. "text-brand-700". */
  tone?: string;
  onSelect: () => void;
}

interface MenuProps {
  /** The button's words. */
  label: string;
  /** The button's name for screen readers, when the words need their context; starts with `label`. */
  buttonLabel?: string;
  items: readonly MenuItem[];
  /** An action is under way: the button spins and does not open (it stays focusable). */
  busy?: boolean;
  /** Where the list opens under the button, e.g. "right-0". */
  placement?: string;
  /** An icon before the button's words. */
  icon?: LucideIcon;
  /** Classes of the button's words and arrow, e.g. "sr-only" to show the icon alone. */
  labelClassName?: string;
}

/*
 * A button that opens a short list of actions (the WAI-ARIA menu button pattern): Enter, Space
 * or a click opens it on the first item, the up arrow on the last; the arrows, Home and End move
 * between items; Escape closes it and gives focus back to the button; Tab or a click elsewhere
 * closes it. Choosing an item closes the menu and gives focus back to the button before the item
 * runs, so a dialog it opens returns focus there too.
 */
export function Menu({
  label,
  buttonLabel,
  items,
  busy = false,
  placement = 'right-0',
  icon: Icon,
  labelClassName = '',
}: MenuProps) {
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton({ disabled: busy });

  function choose(item: MenuItem) {
    close(true);
    item.onSelect();
  }

  return (
    <div ref={rootRef} className="relative inline-block text-left">
      <button
        type="button"
        {...buttonProps}
        aria-label={buttonLabel}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
        ) : (
          Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />
        )}
        <span className={labelClassName}>{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''} ${labelClassName}`}
        />
      </button>
      {open && (
        <ul
          {...menuProps}
          className={`absolute top-full z-30 mt-1 w-max max-w-72 min-w-48 rounded-xl border border-slate-200 bg-white py-1 shadow-lg ${placement}`}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-label={item.ariaLabel}
                onClick={() => choose(item)}
                className={`flex min-h-10 w-full items-center gap-2.5 px-4 py-2 text-left text-sm font-semibold hover:bg-slate-100 focus:bg-slate-100 ${item.tone ?? 'text-slate-800'}`}
              >
                {item.icon && <item.icon aria-hidden="true" className="size-4 shrink-0" />}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
