/**
 * The seller as its tax invoices and credit notes name it (docs/decisions/027-tax-invoices.md): the legal
 * name, the registered address in both languages and the Tax Registration Number (TRN). The TRN here is a
 * placeholder until the merchant's is set, here or with SELLER_TRN; the server warns at start while it is.
 */
import { envVar } from './env.ts';

/** Not a real TRN: the documents print it until the merchant's is set. */
export const PLACEHOLDER_TRN = '100000000000000';

export const seller = {
  legalName: 'Lucky Shoes Trading L.L.C.',
  legalNameAr: 'لاكي شوز للتجارة ش.ذ.م.م',
  address: 'Office 1204, Al Moosa Tower 1, Sheikh Zayed Road, Dubai, United Arab Emirates',
  addressAr: 'مكتب 1204، برج الموسى 1، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة',
  /** Fifteen digits; replace with the one on the FTA registration certificate. */
  trn: PLACEHOLDER_TRN as string,
} as const;

/** The TRN printed on the documents: SELLER_TRN when set, else the config's. */
export const sellerTrn = (): string => envVar('SELLER_TRN') ?? seller.trn;

/** True while the TRN is still the placeholder: the server warns at start. */
export const sellerTrnIsPlaceholder = (): boolean => sellerTrn() === PLACEHOLDER_TRN;
