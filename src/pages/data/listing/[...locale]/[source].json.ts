/**
 * /data/listing/{source}.json and /data/listing/ar/{source}.json: the products of one listing for its
 * filter island, in the page's language (titles), written at build time.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { listingInputs, listingProducts, LISTING_SOURCES } from '#src/features/listing/listing-products.server.ts';
import { encodeListing } from '#src/features/listing/listing-data.ts';
import { inEveryLocale, toLocale } from '#src/i18n/locales.ts';
import { reusable } from '#src/features/prerender/reuse.server.ts';

type ListingSource = (typeof LISTING_SOURCES)[number];

export const getStaticPaths = (() =>
  reusable(
    inEveryLocale(LISTING_SOURCES.map((source) => ({ params: { source }, cacheKey: listingInputs(source) }))),
    null,
    { catalogue: 'shape' },
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  Response.json(encodeListing(listingProducts(params.source as ListingSource, toLocale(params.locale))));
