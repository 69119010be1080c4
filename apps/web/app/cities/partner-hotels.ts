// Fort Collins partner hotels of the city page's 'Where to Stay' cards (spec section 9: hotel
// discounts of 20% and 15% through partner links). Kept beside the city pages, not in lib/links.ts,
// so that the home page's first load does not carry them.

/**
 * Ours: real hotels in Old Town Fort Collins, but the business must confirm each partner deal,
 * its discount and its booking address before launch, as with the social links
 * (docs/decisions/).
 */
export const PARTNER_HOTELS = {
  elizabeth: {
    name: 'The Elizabeth Hotel',
    url: 'https://www.theelizabethhotel.com/',
    discountPercent: 20,
    blurb: 'A boutique hotel on the edge of Old Town, a short walk from its shops, restaurants and breweries.',
  },
  armstrong: {
    name: 'The Armstrong Hotel',
    url: 'https://www.thearmstronghotel.com/',
    discountPercent: 15,
    blurb: 'A restored historic hotel on College Avenue, in the heart of Old Town.',
  },
} as const;
