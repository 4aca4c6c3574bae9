import { describe, expect, it } from 'vitest';
import { HashQueue } from '#src/commerce/accounts/hash-queue.ts';
import { ServerBusy } from '#src/commerce/errors.ts';

/** Work that ends when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: () => (started.push(name), done), open: () => open() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hash queue', () => {
  it('runs at most its number of hashes at once', async () => {
    const queue = new HashQueue(2, 10);
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const runs = gates.map((g) => queue.run('create', g.work));
    await tick();
    expect(started).toEqual(['a', 'b']);
    gates[0]!.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.forEach((g) => g.open());
    await Promise.all(runs);
  });

  it('starts a waiting sign-in check before new hashes that waited longer', async () => {
    const queue = new HashQueue(1, 10);
    const started: string[] = [];
    const first = gate(started, 'sign-up 1');
    const runs = [queue.run('create', first.work)];
    const later = [gate(started, 'sign-up 2'), gate(started, 'sign-up 3')];
    for (const g of later) runs.push(queue.run('create', g.work));
    const check = gate(started, 'sign-in');
    runs.push(queue.run('check', check.work));
    await tick();
    first.open();
    await tick();
    expect(started).toEqual(['sign-up 1', 'sign-in']);
    check.open();
    later.forEach((g) => g.open());
    await Promise.all(runs);
    expect(started).toEqual(['sign-up 1', 'sign-in', 'sign-up 2', 'sign-up 3']);
  });

  it('refuses at once with ServerBusy when its waiting line is full, and takes work again once it moves', async () => {
    const queue = new HashQueue(1, 2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const runs = gates.map((g) => queue.run('create', g.work));
    await expect(queue.run('check', async () => 'late')).rejects.toBeInstanceOf(ServerBusy);
    gates[0]!.open();
    await tick();
    const accepted = queue.run('check', async () => 'in line');
    gates.forEach((g) => g.open());
    await Promise.all(runs);
    expect(await accepted).toBe('in line');
  });
});
