/** The shop's own client directives, for the type checker of .astro files (astro.config.mjs registers them). */
declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrates on the shopper's first engagement with the page, or at idle when the document matches the
     * selector given, the HTML not being the view to show (engaged.client.ts).
     */
    'client:engaged'?: boolean | string;
  }
}

export {};
