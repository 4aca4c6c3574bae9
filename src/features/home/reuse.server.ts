/**
 * What the home page shows of the catalogue beyond its shape: the cards of its trend grids, prices included,
 * for its `cacheKey` (decision 006). A price change renders it only when one of those cards shows that product.
 * The English cards: the Arabic page's differ in titles alone, which the shape covers.
 */
import { TRENDS } from '#src/config/catalogue.ts';
import { DEFAULT_LOCALE } from '#src/i18n/locales.ts';
import { digestOf } from '../prerender/reuse.server.ts';
import { homeGrid } from './grids.ts';

export const homeInputs = (): string => digestOf(TRENDS.map((trend) => homeGrid(trend, DEFAULT_LOCALE)));
