/** The heart buttons of a page, whichever script reaches them first: the one that toggles, or the one that shows. */
export const HEART = '[data-wishlist-heart]';
