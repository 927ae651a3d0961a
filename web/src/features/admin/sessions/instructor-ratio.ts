/**
 * A course may say how many participants one instructor teaches at most: a session then has at
 * most that many seats per instructor (the server refuses more: above-instructor-ratio).
 */

/** The most seats `instructors` instructors may take, at `ratio` participants each. */
export function seatsAllowed(ratio: number, instructors: number): number {
  return ratio * instructors;
}

/**
 * Whether `capacity` is more than the instructors chosen may take. Without a ratio, or before any
 * instructor is chosen, nothing is checked here (the server has the last word).
 */
export function isAboveRatio(capacity: number, ratio: number | null, instructors: number): boolean {
  return ratio !== null && instructors > 0 && capacity > seatsAllowed(ratio, instructors);
}
