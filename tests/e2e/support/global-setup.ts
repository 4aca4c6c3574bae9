/**
 * One build, one shop server and one Chromium for every browser test file: each file connects to the
 * browser and opens its own contexts, instead of paying for a browser launch of its own. The shop sends
 * its mail to one catcher, which the files read through its mailbox (tests/support/mail-catcher.ts).
 */
import { chromium, type BrowserServer } from 'playwright';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '#scripts/lib/build.ts';
import { findChromium, HOW_TO_GET_A_BROWSER, launchOptions } from '#scripts/lib/browser.ts';
import { startMailCatcher, type MailCatcher } from '#tests/support/mail-catcher.ts';
import { startShop, type RunningShop } from '#tests/support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserEndpoint: string;
    mailboxUrl: string;
  }
}

let shop: RunningShop | undefined;
let browser: BrowserServer | undefined;
let mail: MailCatcher | undefined;

export async function setup(project: TestProject): Promise<void> {
  const executablePath = await findChromium({ forTests: true });
  if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
  await ensureBuilt();
  mail = await startMailCatcher();
  // Sign-ups and sign-ins hash at a test cost here; tests/e2e/account-security.test.ts runs its own
  // server at the full cost, where the hashing time is what it tests.
  [shop, browser] = await Promise.all([
    startShop({ NODE_ENV: 'test', PASSWORD_HASH_TEST_N: '1024', SMTP_URL: mail.smtpUrl }, { seeded: true }),
    chromium.launchServer(launchOptions(executablePath)),
  ]);
  project.provide('baseURL', shop.baseURL);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('mailboxUrl', mail.mailboxUrl);
}

export async function teardown(): Promise<void> {
  await Promise.all([shop?.stop(), browser?.close()]);
  await mail?.close();
}
