/**
 * Site art by name (the `art/{name}` keys of images.ts): each drawing gets a
 * canvas 1000 units wide and as tall as its aspect ratio makes it.
 */
import { AGE_GROUPS, TRENDS } from '#src/config/catalogue.ts';
import * as banners from './art/banners.ts';
import * as home from './art/home.ts';
import * as stories from './art/stories.ts';
import { studioBackground, svgDocument } from './kit.ts';

type ArtDrawing = (width: number, height: number) => string;

const DRAWINGS: Record<string, ArtDrawing> = {
  'hero-desktop': home.heroDesktop,
  'hero-mobile': home.heroMobile,
  ...Object.fromEntries(AGE_GROUPS.map((g) => [`age-${g}`, home.ageTile(g)])),
  'collection-teens-sneakers': home.collectionTeensSneakers,
  'collection-kids-sandals': home.collectionKidsSandals,
  'collection-kids-sneakers': home.collectionKidsSneakers,
  'marketing-fit': home.marketingFit,
  'marketing-function': home.marketingFunction,
  'marketing-fashion': home.marketingFashion,
  ...Object.fromEntries(TRENDS.map((t) => [`banner-${t}`, banners.trendBanner(t, false)])),
  ...Object.fromEntries(TRENDS.map((t) => [`banner-${t}-mobile`, banners.trendBanner(t, true)])),
  ...Object.fromEntries(AGE_GROUPS.map((g) => [`banner-age-${g}`, banners.ageBanner(g)])),
  'size-guide': banners.sizeGuide,
  'measure-foot': banners.measureFoot,
  'about-header': banners.aboutHeader,
  'feature-1': banners.feature(1),
  'feature-2': banners.feature(2),
  'feature-3': banners.feature(3),
  'review-1': stories.review(1),
  'review-2': stories.review(2),
  'review-3': stories.review(3),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`blog-${n}`, stories.blogArt(n)])),
};

export function drawArt(name: string, aspect: readonly [number, number]): string {
  const width = 1000;
  const height = Math.round((width * aspect[1]) / aspect[0]);
  const drawing = DRAWINGS[name];
  return svgDocument(width, height, drawing ? drawing(width, height) : studioBackground(width, height));
}
