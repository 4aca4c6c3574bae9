import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVar, readEnv } from '#src/config/env.ts';
import { README, withEnvTable } from '#scripts/docs/env-table.ts';

describe('the environment', () => {
  it('has an embedded default for everything: nothing needs to be set to run the shop', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 4321, HOST: 'localhost', SHOP_DIST: 'dist', DATA_DIR: 'data' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers as numbers, and an empty value as unset', () => {
    expect(envVar('PORT', { PORT: ' 8080 ' })).toBe(8080);
    expect(envVar('DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '' })).toBe(10);
    expect(envVar('CATALOGUE_PATH', { CATALOGUE_PATH: '  ' })).toBeUndefined();
  });

  it('reads request limits as a limit and a window per kind of call', () => {
    expect(envVar('REQUEST_LIMITS', { REQUEST_LIMITS: 'signUp=5/60, cartCreate=100/3600' })).toEqual({
      signUp: { limit: 5, windowSeconds: 60 },
      cartCreate: { limit: 100, windowSeconds: 3600 },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [
      { SITE_URL: 'luckyshoes.ae' },
      'SITE_URL must be an absolute URL such as https://luckyshoes.ae, got "luckyshoes.ae"',
    ],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be 1 (on) or 0 (off), got "yes"'],
    [{ BENCH_SECONDS: '1.5' }, 'BENCH_SECONDS must be a whole number from 1 to 3600, got "1.5"'],
    [
      { SIGN_IN_THROTTLE_WINDOW_SECONDS: '0' },
      'SIGN_IN_THROTTLE_WINDOW_SECONDS must be a whole number, at least 1, got "0"',
    ],
    [{ PUBLIC_GTM_ID: 'UA-1' }, 'PUBLIC_GTM_ID must be a tag manager container id such as GTM-XXXXXXX, got "UA-1"'],
    [
      { REQUEST_LIMITS: 'signUp=5/60,rocketLaunch=1/60' },
      'REQUEST_LIMITS must be name=limit/seconds pairs separated by commas, names among signUp,cartCreate,' +
        'newsletter,passwordReset,backInStock,passwordResetComplete,signIn, got "signUp=5/60,rocketLaunch=1/60"',
    ],
    [{ REQUEST_LIMITS: 'signUp=0/60' }, 'REQUEST_LIMITS must be name=limit/seconds pairs'],
  ])('a malformed value is one line naming the variable: %o', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });

  it('refuses products from Contentful without a space, a token, and the feed file to write them to', () => {
    const space = { CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'token' };
    expect(() => readEnv({ CATALOGUE_SOURCE: 'contentful', CATALOGUE_PATH: 'data/catalogue.json' })).toThrow(
      'CATALOGUE_SOURCE=contentful needs CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN',
    );
    expect(() => readEnv({ CATALOGUE_SOURCE: 'contentful', ...space })).toThrow(
      /^CATALOGUE_SOURCE=contentful needs CATALOGUE_PATH/,
    );
    expect(readEnv({ CATALOGUE_SOURCE: 'contentful', CATALOGUE_PATH: 'data/catalogue.json', ...space })).toMatchObject({
      CATALOGUE_SOURCE: 'contentful',
    });
    expect(() => readEnv({ CATALOGUE_SOURCE: 'shopify' })).toThrow('CATALOGUE_SOURCE must be file or contentful');
  });

  it('never repeats a value that carries a password', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://shop:hunter2@db/shop' })).toThrow(
      /^DATABASE_URL must be memory:\/\/ or postgres:\/\/user:password@host:port\/database$/,
    );
    expect(() => readEnv({ SMTP_URL: 'http://mail:hunter2@example.com' })).not.toThrow(/hunter2/);
  });

  it("is what the README's configuration table lists (npm run docs:env writes it)", () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(withEnvTable(readme));
  });
});
