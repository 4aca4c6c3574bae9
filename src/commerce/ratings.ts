/**
 * The approved reviews' count and average per product, as of the operator's last decision: written by
 * `npm run shop -- reviews approve|reject` into DATA_DIR/review-ratings.json, read by the build for the
 * Product JSON-LD's aggregateRating and the section's first summary (the build never opens the database).
 * The page asks for the live reviews when it is shown.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envVar } from '#src/config/env.ts';
import { droppedOnPublish } from '#src/catalogue/publish-caches.ts';

const ratingsSchema = z.record(
  z.string(),
  z.object({ count: z.number().int().positive(), average: z.number().min(1).max(5) }),
);
export type Ratings = z.infer<typeof ratingsSchema>;

export function ratingsFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolve(envVar('DATA_DIR', env)), 'review-ratings.json');
}

export function writeRatings(ratings: Ratings, env: NodeJS.ProcessEnv = process.env): void {
  const file = ratingsFile(env);
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(ratings, null, 2)}\n`);
}

let cached: Ratings | undefined;
droppedOnPublish(() => (cached = undefined));

/** The ratings of the last decision; none when the operator has approved no review yet. */
export function readRatings(env: NodeJS.ProcessEnv = process.env): Ratings {
  if (cached) return cached;
  const file = ratingsFile(env);
  if (!existsSync(file)) return (cached = {});
  const parsed = ratingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a ratings file: ${parsed.error.issues[0]?.message}`);
  return (cached = parsed.data);
}
