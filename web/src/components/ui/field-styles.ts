export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-brand-600 border-slate-300';
