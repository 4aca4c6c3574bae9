import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findChromium, launchOptions } from '#scripts/lib/browser.ts';

const SHELL = '/usr/bin/chromium-headless-shell';

describe('the Chromium that tests, screenshots and Lighthouse use', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is CHROME_PATH when it is set', async () => {
    vi.stubEnv('CHROME_PATH', process.execPath);
    expect(await findChromium()).toBe(process.execPath);
    expect(await findChromium({ forTests: true })).toBe(process.execPath);
  });

  it("is Debian's headless shell for the tests where it is installed, and never for the rest", async () => {
    vi.stubEnv('CHROME_PATH', '');
    const forTests = await findChromium({ forTests: true });
    const forTheRest = await findChromium();
    if (existsSync(SHELL)) expect(forTests).toBe(SHELL);
    else expect(forTests).toBe(forTheRest);
    expect(forTheRest).not.toBe(SHELL);
  });

  it("keeps Chromium's shared memory in /dev/shm where that is large, in files where it is a container's 64 MB", () => {
    expect(launchOptions('/usr/bin/chromium', 24 * 1024 ** 3).ignoreDefaultArgs).toEqual(['--disable-dev-shm-usage']);
    expect(launchOptions('/usr/bin/chromium', 64 * 1024 ** 2).ignoreDefaultArgs).toEqual([]);
    expect(launchOptions('/usr/bin/chromium', 0).ignoreDefaultArgs).toEqual([]);
  });
});
