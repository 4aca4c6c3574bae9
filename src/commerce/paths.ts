/**
 * Files the server reads at run time (migrations, the catalogue feed) are found
 * beside the source when running from source (scripts, tests), and under the
 * project root when running from the Astro server bundle, whose modules live
 * in dist/server/chunks. The server runs with the project as its working
 * directory (npm start, server/main.ts); SHOP_ROOT overrides it.
 */
import { resolve } from 'node:path';
import { envVar } from '#src/config/env.ts';

export function projectPath(relative: string): string {
  return resolve(envVar('SHOP_ROOT') ?? process.cwd(), relative);
}
