/**
 * The one reader of cookies: a request's Cookie header on the server, document.cookie in the browser.
 * A Cookie header is whatever the client chose to send, so nothing in it may throw or cost much: a value
 * that does not decode, an empty one or one longer than any cookie the shop sets counts as absent.
 * A name sent twice (`session=a; session=b`) is read from its first appearance, as browsers send the
 * cookie of the most specific path first (RFC 6265 §5.4); the later one is never used instead, so a
 * broken first cookie cannot be repaired by planting a second.
 */

/** Browsers keep at most about 4 KB per cookie; the shop's own values are far shorter. */
const MAX_VALUE_LENGTH = 4096;

/** The raw (still encoded) value of the first cookie called `name`, or null when there is none. */
function firstRaw(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals >= 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}

/** Whether the header carries a cookie called `name`, whatever its value. */
export function hasCookie(header: string | null | undefined, name: string): boolean {
  return firstRaw(header, name) !== null;
}

/** The decoded value of the first cookie called `name`; null when absent, empty, over-long or not decodable. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  const raw = firstRaw(header, name);
  if (!raw || raw.length > MAX_VALUE_LENGTH) return null;
  try {
    return decodeURIComponent(raw) || null;
  } catch {
    return null;
  }
}
