/**
 * POST /api/user/create/ {firstName, lastName, email, password, acceptsMarketing}
 * → the User, signed in by cookie. A taken address answers 400 'register fail'
 * and nothing more (docs/product.md §8: the shopper sees 'Signup error').
 */
import type { APIRoute } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';
import { signUpBody } from '#src/features/account/schemas.server.ts';
import { accountFailure, handleAccountCall, signInResponse } from '#src/api/account.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleAccountCall(context, signUpBody, 'register fail', async (body) => {
    const { engine } = await getCommerce();
    const customer = await engine.registerCustomer(body);
    if (!customer) return accountFailure(context, 400, 'register_fail', 'register fail');
    return signInResponse(context, engine, customer);
  });

export const ALL = otherMethods({ POST });
