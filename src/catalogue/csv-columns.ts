/**
 * The columns of the catalogue spreadsheet (docs/product.md §10 "The catalogue model"): Shopify's
 * product CSV export, plus columns of our own for the Arabic texts and the fields a Shopify export
 * does not carry. The import reads them by name, in any order; the export writes them in this order.
 */
export const CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  vendor: 'Vendor',
  type: 'Type',
  tags: 'Tags',
  option1Name: 'Option1 Name',
  option1Value: 'Option1 Value',
  option2Name: 'Option2 Name',
  option2Value: 'Option2 Value',
  sku: 'Variant SKU',
  stock: 'Variant Inventory Qty',
  price: 'Variant Price',
  compareAtPrice: 'Variant Compare At Price',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  variantImage: 'Variant Image',
  status: 'Status',
  titleAr: 'Title (ar)',
  bodyAr: 'Body (HTML) (ar)',
  imageAltAr: 'Image Alt Text (ar)',
  imageView: 'Image View',
  productId: 'Product ID',
  colourTags: 'Colour Tags',
  createdAt: 'Created At',
  salesRank: 'Sales Rank',
  colourDescription: 'Colour Description',
  colourDescriptionAr: 'Colour Description (ar)',
  fitTip: 'Fit Tip',
  fitTipAr: 'Fit Tip (ar)',
  deliveryOptions: 'Delivery Options',
  deliveryOptionsAr: 'Delivery Options (ar)',
} as const;

export type CsvField = keyof typeof CSV_COLUMNS;
export type CsvColumn = (typeof CSV_COLUMNS)[CsvField];

/** A file without one of these is refused before any row is read; the others may be left out. */
export const REQUIRED_COLUMNS: readonly CsvField[] = [
  'handle',
  'title',
  'body',
  'vendor',
  'type',
  'tags',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'sku',
  'stock',
  'price',
  'imageSrc',
  'titleAr',
  'bodyAr',
];

/** An `Image Src` of this form keeps a drawn picture (the demo catalogue's) instead of a file. */
export const DRAWING_PREFIX = 'drawing:';
