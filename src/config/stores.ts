/**
 * The shop itself: its brand, how to reach it, its stores and its social accounts.
 */
export const contact = {
  email: 'care@luckyshoes.ae',
  phone: '+971 4 000 0000',
} as const;

export interface Store {
  id: 1 | 2 | 3;
  name: string;
  city: string;
  addressLines: readonly [string, string, string];
  mapEmbedUrl: string;
}

export const stores: readonly Store[] = [
  {
    id: 1,
    name: 'Al Wahda Mall',
    city: 'Abu Dhabi',
    addressLines: ['Al Wahda Mall, Ground Floor', 'Hazza Bin Zayed The First St', 'Abu Dhabi, UAE'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Al+Wahda+Mall+Abu+Dhabi&output=embed',
  },
  {
    id: 2,
    name: 'Deira City Centre',
    city: 'Dubai',
    addressLines: ['Deira City Centre, Level 1', '8th Street, Port Saeed', 'Dubai, UAE'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Deira+City+Centre+Dubai&output=embed',
  },
  {
    id: 3,
    name: 'Al Ghurair Centre',
    city: 'Dubai',
    addressLines: ['Al Ghurair Centre, First Floor', 'Al Rigga Road, Deira', 'Dubai, UAE'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Al+Ghurair+Centre+Dubai&output=embed',
  },
];

export const social = [
  { name: 'Instagram', url: 'https://www.instagram.com/luckyshoes.ae' },
  { name: 'Facebook', url: 'https://www.facebook.com/luckyshoes.ae' },
] as const;

export const brand = {
  name: 'Lucky Shoes',
  secondBrand: 'Kids King',
  tagline: 'A smile with every step',
  yearsInBusiness: 20,
  countries: 20,
  logisticsPartner: 'Aramex',
} as const;
