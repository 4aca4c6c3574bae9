/** The shop's own client directives, for the type checker of .astro files (astro.config.mjs registers them). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the shopper's first engagement with the page (engaged.client.ts). */
    'client:engaged'?: boolean;
  }
}

export {};
