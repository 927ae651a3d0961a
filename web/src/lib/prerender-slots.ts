/**
 * Slots that the build's prerendered pages leave for the server to fill with the page's own data
 * (decision 028): a skeleton draws the page's main picture at the slot's address, which the server
 * replaces with the course's picture, so that the largest thing on the page paints from the HTML.
 * Only the prerender (src/prerender/render-page.tsx) turns them on; in the browser a skeleton stays
 * a blank shape. The server's side: server/src/seo/site_page.cpp.
 */
export const prerenderSlots = { on: false };

/** Where a prerendered skeleton draws the course's picture. */
export const COURSE_PICTURE_SLOT = '/__slot__/course-picture';
