/** What the shop's server hands every request it passes to Astro (server/site.ts), read by src/middleware.ts. */
declare namespace App {
  interface Locals {
    /**
     * This build's pre-rendered not-found (404) or failed-request (500) page in the language of the address,
     * with that status; absent under `astro dev` and while building.
     */
    errorPage?: (status: 404 | 500) => Promise<Response | undefined>;
    /** A pre-rendered file of the build being served, by its path (`/data/blog/list.json`); absent as above. */
    publishedFile?: (path: string) => Promise<Uint8Array<ArrayBuffer> | undefined>;
  }
}
