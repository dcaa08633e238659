/** Payments lists page by 6 with 4 neighbours (spec part 2, section 9). */
export const PAYMENTS_PAGE_SIZE = 6;
export const PAYMENTS_PAGE_NEIGHBOURS = 4;
