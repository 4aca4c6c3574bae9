import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { drawImage } from '#scripts/images/drawings/index.ts';
import { renderImages } from '#scripts/images/render.ts';
import { committedVersion, drawingVersion } from '#scripts/images/version.ts';
import { loadFeed } from '#src/catalogue/load.server.ts';
import { ART_KEYS, imageKeysForFeed, imageShape, UnknownImageError } from '#src/catalogue/image-keys.ts';
import { imageFile, imageSet } from '#src/components/images/images.ts';
import PictureAstro from '#src/components/images/Picture.astro';
import Picture from '#src/components/images/Picture.tsx';
import { IMAGE_VERSION } from '#src/components/images/version.ts';
import Logo from '#src/layouts/shell/Logo.astro';
import { brand } from '#src/config/stores.ts';

const feedKeys = imageKeysForFeed(loadFeed());

describe('image sets', () => {
  it('give a product view square AVIF and WebP sources under the drawing version', () => {
    expect(imageSet('shoe/boots/a/brown/side')).toEqual({
      src: `/generated/${IMAGE_VERSION}/shoe/boots/a/brown/side-960.webp`,
      srcsetAvif: [320, 640, 960]
        .map((w) => `/generated/${IMAGE_VERSION}/shoe/boots/a/brown/side-${w}.avif ${w}w`)
        .join(', '),
      srcsetWebp: [320, 640, 960]
        .map((w) => `/generated/${IMAGE_VERSION}/shoe/boots/a/brown/side-${w}.webp ${w}w`)
        .join(', '),
      width: 960,
      height: 960,
    });
  });

  it.each([
    ['art/hero-desktop', 1920, 720],
    ['art/hero-mobile', 1125, 1350],
    ['art/blog-3', 1440, 864],
    ['art/banner-sale', 1920, 480],
    ['art/banner-sale-mobile', 960, 480],
    ['shoe/sandals/b/white/lifestyle', 640, 640],
  ])('know the size of %s from the key alone', (key, width, height) => {
    expect(imageSet(key)).toMatchObject({ width, height });
  });

  it('are the same on every call', () => {
    expect(imageSet('art/age-kids')).toEqual(imageSet('art/age-kids'));
  });

  it('can be narrowed to some of the rendered widths, and refuse a width that is not rendered', () => {
    expect(imageSet('shoe/sneakers/b/red/top', { widths: [320] })).toMatchObject({ width: 320, height: 320 });
    expect(imageSet('shoe/sneakers/b/red/top', { widths: [320] }).srcsetAvif).not.toContain('640w');
    expect(() => imageSet('shoe/sneakers/b/red/top', { widths: [500] })).toThrow(/no 500 px rendition/);
  });

  it.each([
    'shoe/boats/a/black/side',
    'shoe/boots/c/black/side',
    'shoe/boots/a/turquoise/side',
    'shoe/boots/a/black/front',
    'shoe/boots/a/black',
    'art/unicorn',
    'art/toString',
    'photo/anything',
    '',
  ])('refuse the unknown key "%s" with a clear error', (key) => {
    expect(() => imageSet(key)).toThrow(UnknownImageError);
    expect(() => imageSet(key)).toThrow(`unknown image key "${key}"`);
  });
});

describe('the drawings', () => {
  it('cover every image the catalogue feed references and every piece of site art', () => {
    expect(feedKeys.length).toBeGreaterThan(0);
    for (const key of [...feedKeys, ...ART_KEYS]) expect(drawImage(key), key).toMatch(/^<svg [^>]*viewBox=/);
  });

  it('are deterministic', () => {
    for (const key of ['shoe/slippers/b/pink/lifestyle', 'art/hero-desktop', 'art/blog-5'])
      expect(drawImage(key)).toBe(drawImage(key));
  });

  it('refuse an unknown key', () => {
    expect(() => drawImage('shoe/boots/a/black/front')).toThrow(UnknownImageError);
  });

  it('are versioned by the committed hash (render or npm run build rewrites src/components/images/version.ts)', () => {
    expect(committedVersion()).toBe(drawingVersion());
  });
});

// Encoding real pictures takes seconds of a core when the other test files load the machine.
describe('the renderer', { timeout: 60_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), 'lucky-images-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const keys = ['shoe/basketballShoes/b/white/side', 'shoe/sandals/a/gold/sole', 'art/hero-mobile'];

  it('writes every width in both formats with the declared dimensions', async () => {
    const summary = await renderImages({ keys, outDir: out, version: 'test' });
    expect(summary).toMatchObject({ rendered: 16, skipped: 0 });
    for (const key of keys) {
      const shape = imageShape(key);
      for (const width of shape.widths) {
        for (const format of ['avif', 'webp'] as const) {
          const meta = await sharp(join(out, imageFile(key, width, format, 'test'))).metadata();
          expect([meta.width, meta.height], `${key} ${width} ${format}`).toEqual([
            width,
            Math.round((width * shape.aspect[1]) / shape.aspect[0]),
          ]);
        }
      }
    }
  });

  it('skips files that already exist and leaves no temporary files', async () => {
    expect(await renderImages({ keys, outDir: out, version: 'test' })).toMatchObject({ rendered: 0, skipped: 16 });
    const files = readdirSync(out, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('encodes nothing for a new version whose drawings did not change: they come from the picture cache', async () => {
    const cacheDir = join(out, '..', `${out.split('/').at(-1)}-cache`);
    try {
      expect(await renderImages({ keys, outDir: out, version: 'cold', cacheDir })).toMatchObject({ encoded: 16 });
      expect(await renderImages({ keys, outDir: out, version: 'warm', cacheDir })).toMatchObject({
        rendered: 16,
        encoded: 0,
      });
      const cold = await sharp(join(out, imageFile(keys[0]!, 320, 'webp', 'cold')))
        .raw()
        .toBuffer();
      expect(
        await sharp(join(out, imageFile(keys[0]!, 320, 'webp', 'warm')))
          .raw()
          .toBuffer(),
      ).toEqual(cold);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('deletes other versions when asked', async () => {
    await renderImages({ keys: ['art/age-kids'], outDir: out, version: 'next', pruneOldVersions: true });
    expect(readdirSync(out)).toEqual(['next']);
  });

  it('refuses an unknown key before drawing anything', async () => {
    await expect(
      renderImages({ keys: ['art/age-kids', 'shoe/boots/a/black/front'], outDir: out, version: 'bad' }),
    ).rejects.toThrow(UnknownImageError);
    expect(readdirSync(out)).not.toContain('bad');
  });
});

describe('Picture for islands', () => {
  it('renders AVIF and WebP sources and an img with width and height', () => {
    const html = renderToStaticMarkup(
      createElement(Picture, {
        image: 'art/age-teens',
        alt: 'Teens',
        sizes: '50vw',
        loading: 'eager',
        fetchpriority: 'high',
        className: 'tile',
      }),
    );
    const set = imageSet('art/age-teens');
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="${set.srcsetAvif}" sizes="50vw"/>` +
        `<source type="image/webp" srcSet="${set.srcsetWebp}" sizes="50vw"/>` +
        `<img src="${set.src}" width="640" height="640" loading="eager" decoding="async" alt="Teens" ` +
        'fetchPriority="high" class="tile"/>' +
        '</picture>',
    );
  });
});

describe('Picture for Astro pages', () => {
  it('renders the same sources and img as the island version', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(PictureAstro, {
      props: { image: 'shoe/others/a/pink/side', alt: 'Ballet flats', sizes: '25vw', class: 'card-image' },
    });
    const set = imageSet('shoe/others/a/pink/side');
    expect(html).toContain(`<source type="image/avif" srcset="${set.srcsetAvif}" sizes="25vw">`);
    expect(html).toContain(`<source type="image/webp" srcset="${set.srcsetWebp}" sizes="25vw">`);
    expect(html).toMatch(
      new RegExp(
        `<img src="${set.src}" width="960" height="960" loading="lazy" decoding="async" alt="Ballet flats" ` +
          'class="card-image"',
      ),
    );
  });
});

describe('the logo', () => {
  it('links home under the shop name, with an inline mark that needs no image request', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(Logo);
    const link = /<a [^>]*>/.exec(html)?.[0];
    expect(link).toContain('href="/"');
    expect(link).toContain(`aria-label="${brand.name}, home"`);
    expect(html).toMatch(/<svg [^>]*aria-hidden="true"/);
    expect(html).toContain(brand.name);
    expect(html).not.toContain('<img');
  });
});
