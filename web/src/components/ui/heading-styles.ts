/** A public page's h1: the catalogue's, a course's, a legal document's, a booking's outcome's. */
export const pageHeadingClass = 'text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl';
