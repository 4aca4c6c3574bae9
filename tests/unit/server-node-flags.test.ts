import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeFlagsOf } from '#tests/support/node-flags.ts';
import { ROOT } from '#tests/support/server.ts';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the server starts with the same Node flags wherever it runs (decision 018)', () => {
  const flags = nodeFlagsOf('start');

  it('npm start runs V8 with its baseline WebAssembly compiler only', () => {
    expect(flags).toContain('--liftoff-only');
  });

  it('the container image starts it with those flags', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...flags, 'server/main.ts']);
  });

  it('the systemd unit starts it with those flags', () => {
    const exec = /^ExecStart=(.*)$/m.exec(read('deploy/lucky-shoes.service'))?.[1];
    expect(exec!.split(' ')).toEqual(['/srv/lucky-shoes/node_modules/.bin/node', ...flags, 'server/main.ts']);
  });

  it('a script that does not start node is refused, not read as having no flags', () => {
    expect(() => nodeFlagsOf('no-such-script')).toThrow(/does not start node/);
  });
});
