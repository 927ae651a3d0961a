/**
 * The sections' padding: a little less than a card's default on a phone, where their tables
 * become cards of label and value and need the width.
 */
export const CARD_PADDING = 'p-4 sm:p-6';
