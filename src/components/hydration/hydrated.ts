/**
 * The event an island's root element sends, bubbling, once React has hydrated it: `client:engaged` waits for
 * it to give a held click (engaged.client.ts), since Astro's React renderer hydrates in a transition and
 * `hydrate()` returns before React has finished.
 */
export const HYDRATED = 'island:hydrated';
