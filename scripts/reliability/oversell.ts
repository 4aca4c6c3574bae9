/**
 * Oversell: in each round, 50 shoppers who each hold one pair of the same size
 * check out at the same moment while only 5 pairs exist. Never more orders than
 * stock; stock never below zero.
 */
import { databaseName, sampleVariants, withShop, type ScenarioOptions, type Verdict } from './harness.ts';
import { Shopper } from './shopper.ts';

const SHOPPERS = 50;
const UNITS = 5;

/** `env` adds to the server's environment: WEB_CONCURRENCY=2 spreads the race across two processes. */
export async function oversell(
  { short }: ScenarioOptions,
  { env = {}, label = '', offset = 40 }: { env?: NodeJS.ProcessEnv; label?: string; offset?: number } = {},
): Promise<Verdict> {
  const rounds = short ? 3 : 20;
  const name = `oversell (${databaseName()}${label})`;
  // Offset keeps PostgreSQL runs (shared database) away from other suites' variants.
  const picks = sampleVariants(rounds, offset);
  const problems: string[] = [];
  let placedTotal = 0;
  await withShop(
    picks.map((p) => [p.variantId, UNITS]),
    async (shop) => {
      const shopper = new Shopper(shop.baseURL);
      for (const [round, pick] of picks.entries()) {
        const carts = await Promise.all(
          Array.from({ length: SHOPPERS }, async () => {
            const id = await shopper.createCart();
            const added = await shopper.add(id, pick.variantId, 1);
            if (added.status !== 200) throw new Error(`round ${round + 1}: cart-add answered ${added.status}`);
            return id;
          }),
        );
        const outcomes = await Promise.all(carts.map((id) => shopper.checkout(id)));
        const placed = outcomes.filter((o) => o.orderUrl).length;
        const crashed = outcomes.filter((o) => o.status >= 500).length;
        const left = (await shopper.stock(pick.productId)).get(pick.variantId);
        placedTotal += placed;
        if (placed > UNITS) problems.push(`round ${round + 1}: ${placed} orders for ${UNITS} pairs`);
        if (placed < UNITS)
          problems.push(`round ${round + 1}: only ${placed} of ${UNITS} pairs sold to ${SHOPPERS} shoppers`);
        if (left === undefined || left < 0 || left !== UNITS - placed)
          problems.push(`round ${round + 1}: stock left ${left}, expected ${UNITS - placed}`);
        if (crashed) problems.push(`round ${round + 1}: ${crashed} checkouts answered 5xx`);
      }
    },
    env,
  );
  return {
    name,
    passed: problems.length === 0,
    detail: problems.length
      ? problems.slice(0, 5).join('; ')
      : `${rounds} rounds × ${SHOPPERS} concurrent checkouts for ${UNITS} pairs: ` +
        `${placedTotal} orders, stock 0 every round`,
  };
}
