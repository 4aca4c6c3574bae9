/**
 * The products of one listing as the filter island downloads them
 * (/data/listing/{source}.json, written at build time): one row per colour,
 * tags as indexes into one tag list, money in fils and times in seconds. About
 * a third of the ProductSummary JSON, so a phone filters a listing after a
 * download of a few kilobytes. An Arabic listing carries Arabic titles; as its URLs keep the English
 * title, a row whose title is not the one of its URL ends with its URL.
 */
import { filsToDecimal, decimalToFils } from '#src/i18n/format.ts';
import { productPath } from '#src/catalogue/paths.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';

type Row = [
  id: string,
  title: string,
  image: string,
  priceFils: number,
  compareAtFils: number | null,
  createdAtSeconds: number,
  tags: number[],
  sizes: number[],
  url?: string,
];

export interface ListingData {
  v: 1;
  tags: string[];
  products: Row[];
}

export function encodeListing(products: readonly ProductSummary[]): ListingData {
  const tags: string[] = [];
  const tagIndex = new Map<string, number>();
  const indexOf = (tag: string) => {
    let index = tagIndex.get(tag);
    if (index === undefined) {
      index = tags.push(tag) - 1;
      tagIndex.set(tag, index);
    }
    return index;
  };
  return {
    v: 1,
    tags,
    products: products.map((p): Row => {
      const row: Row = [
        p.id,
        p.title,
        p.image,
        decimalToFils(p.price),
        p.compareAtPrice === null ? null : decimalToFils(p.compareAtPrice),
        Date.parse(p.createdAt) / 1000,
        p.tags.map(indexOf),
        p.sizes,
      ];
      if (p.url !== productPath(p.title, p.id)) row.push(p.url);
      return row;
    }),
  };
}

export function decodeListing(data: ListingData): ProductSummary[] {
  return data.products.map(([id, title, image, priceFils, compareAtFils, createdAtSeconds, tags, sizes, url]) => ({
    id,
    title,
    image,
    price: filsToDecimal(priceFils),
    compareAtPrice: compareAtFils === null ? null : filsToDecimal(compareAtFils),
    tags: tags.map((index) => data.tags[index]!),
    createdAt: new Date(createdAtSeconds * 1000).toISOString(),
    url: url ?? productPath(title, id),
    available: sizes.length > 0,
    sizes,
  }));
}
