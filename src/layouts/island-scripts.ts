/**
 * Astro writes the scripts that start its islands (the `astro-island` element and each `client:` directive)
 * as classic inline scripts, before the first island that needs them. A classic script waits for every
 * stylesheet above it, and the HTML parser waits for the script: on a first visit the parser stopped in the
 * middle of the product page until its stylesheets came, the browser painted the half it had, and the rest
 * was parsed and laid out after the first paint, in one long task (the Arabic page's text is slow to lay
 * out). As modules they run once the document is parsed, in document order, and the parser never stops
 * for them; an island hydrates no earlier than its component's module anyway. The CSP hashes the scripts'
 * text, which stays the same.
 *
 * Only bare `<script>` tags are Astro's: the shop's own inline scripts carry a type (JSON, JSON-LD) or an
 * attribute that names them (the cart page's `data-cart-held`, which must stay classic).
 */
const CLASSIC_INLINE_SCRIPT = /<script>/g;

export function islandScriptsAsModules(html: string): string {
  return html.replace(CLASSIC_INLINE_SCRIPT, '<script type="module">');
}
