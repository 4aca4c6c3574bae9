/**
 * The build's first step: with CATALOGUE_SOURCE=contentful, the space's products become the feed file that
 * CATALOGUE_PATH names (src/catalogue/contentful/source.server.ts); otherwise nothing to do. A space that cannot be
 * read, or a bad entry, stops the build with one line and leaves the feed as it was.
 *   node scripts/catalogue/pull-contentful.ts
 */
import { resolve } from 'node:path';
import { CatalogueSourceError, pullContentfulCatalogue } from '#src/catalogue/contentful/source.server.ts';
import { ProductEntryError } from '#src/catalogue/contentful/map-entries.ts';
import { readEnvOrExit } from '#src/config/env.ts';
import { contentfulSpaceFromEnv, describeSpace } from '#src/contentful/delivery.ts';

const env = readEnvOrExit('The catalogue cannot be read');
if (env.CATALOGUE_SOURCE === 'contentful') {
  // readEnvOrExit has checked that the space, the token and the path are set.
  const space = contentfulSpaceFromEnv()!;
  const path = resolve(env.CATALOGUE_PATH!);
  try {
    const { products, variants, changed } = await pullContentfulCatalogue(space, path);
    console.log(
      `[catalogue] ${products} products (${variants} sizes) from ${describeSpace(space)}` +
        (changed ? `, written to ${path}` : `, the same as ${path} holds`),
    );
  } catch (error) {
    if (!(error instanceof CatalogueSourceError || error instanceof ProductEntryError)) throw error;
    console.error(`[catalogue] ${error.message}. Nothing is written: the shop keeps the catalogue it has.`);
    process.exit(1);
  }
}
