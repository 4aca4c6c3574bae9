/** /data/listing/{source}.json: the products of one listing for its filter island, written at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { listingProducts, LISTING_SOURCES } from '#src/features/listing/listing-products.ts';
import { encodeListing } from '#src/features/listing/listing-data.ts';

type ListingSource = (typeof LISTING_SOURCES)[number];

export const getStaticPaths = (() =>
  LISTING_SOURCES.map((source) => ({ params: { source } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  Response.json(encodeListing(listingProducts(params.source as ListingSource)));
