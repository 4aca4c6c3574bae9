/** What the shop's server hands every request it passes to Astro (server/site.ts), read by src/middleware.ts. */
declare namespace App {
  interface Locals {
    /**
     * This build's pre-rendered failed-request page in the language of the address, with status 500; absent
     * under `astro dev` and while building.
     */
    failedPage?: () => Promise<Response | undefined>;
  }
}
