/**
 * The caches of what a publish changes (the catalogue, its lists, the review ratings), dropped together when a
 * new build goes live. The server loads each new build's bundle, and with it another copy of the modules that
 * keep them, which Node never unloads: so each copy registers its cache here, and one call drops them all. An
 * old build's copy would otherwise keep its catalogue for the life of the process, about 20 MB a publish on the
 * 10× range (decision 018).
 */
const REGISTRY = Symbol.for('lucky-shoes.publish-caches');

function registry(): Set<() => void> {
  const shared = globalThis as { [REGISTRY]?: Set<() => void> };
  return (shared[REGISTRY] ??= new Set());
}

/** Registers how to drop a cache of published content. */
export function droppedOnPublish(drop: () => void): void {
  registry().add(drop);
}

/** Drops every copy's cache of published content: the next reader loads what the new build publishes. */
export function dropPublishCaches(): void {
  for (const drop of registry()) drop();
}
