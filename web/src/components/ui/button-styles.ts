export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
/**
 * `bar`: a toolbar's button: two a row under 400 px, a few a row with the icon over the label up
 * to 640 px, as `sm` beyond.
 */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'bar';

const base =
  'inline-flex items-center justify-center rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  inverse: 'border border-white/30 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 gap-2 px-3 text-sm',
  md: 'min-h-11 gap-2 px-4 text-base',
  lg: 'min-h-12 gap-2 px-6 text-base sm:text-lg',
  bar: 'min-h-11 gap-1.5 px-2 text-sm min-[400px]:max-sm:flex-col min-[400px]:max-sm:gap-0.5 min-[400px]:max-sm:px-1 min-[400px]:max-sm:text-xs min-[400px]:max-sm:leading-tight sm:min-h-9 sm:gap-2 sm:px-3',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}
