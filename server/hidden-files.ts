/**
 * Which paths of a build are hidden: never served, never listed for a CDN. Its own module because the
 * static index and the CDN manifest both need it, and the index already reads the manifest.
 */

/** A hidden file or folder of a build (`.well-known` excepted). */
export const isHidden = (urlPath: string) =>
  urlPath.split('/').some((part) => part.startsWith('.') && part !== '.well-known');
