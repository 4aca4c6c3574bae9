/** Identifiers a stranger must not guess: random, URL-safe. */
import { randomBytes } from 'node:crypto';

/** 144 bits: a cart id is all it takes to read and change a cart. */
export const newCartId = (): string => randomBytes(18).toString('base64url');
/** Line ids only mean something inside their cart. */
export const newLineId = (): string => randomBytes(9).toString('base64url');
export const newOrderId = (): string => randomBytes(12).toString('base64url');
/** 256 bits: the order status URL is the only key to the order's page. */
export const newOrderToken = (): string => randomBytes(32).toString('base64url');

/** Whether text from a URL can be one of these ids at all; anything else is unknown without asking the database. */
export const looksLikeId = (text: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(text);
