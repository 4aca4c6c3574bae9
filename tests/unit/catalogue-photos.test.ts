import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPhotos } from '#scripts/images/photos.ts';
import { parseFeed } from '#src/catalogue/load.server.ts';
import { photoKey } from '#src/catalogue/photos.server.ts';
import { imageFile, imageSet } from '#src/components/images/images.ts';
import Picture from '#src/components/images/Picture.tsx';
import { cataloguePhotos } from '#src/config/catalogue.ts';
import ProductGallery from '#src/features/product/ProductGallery.astro';
import { generateFeed } from '#scripts/catalogue/generate-feed.ts';
import { listenOnFreePort } from '#tests/support/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const EXAMPLE = join(ROOT, 'examples/catalogue');
const work = mkdtempSync(join(tmpdir(), 'lucky-photos-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a photograph in the feed', () => {
  const product = generateFeed().products[0]!;
  const withPictures = (images: unknown[]) =>
    parseFeed({
      version: 1,
      seed: 0,
      scale: 1,
      products: [{ ...product, images, ar: { ...product.ar, imageAlts: images.map(() => 'صورة') } }],
    });

  it('is a path in the images folder or an http(s) URL, and gets an image key of its own', () => {
    const feed = withPictures([
      { src: 'boots/red.jpg', alt: 'Red boot' },
      { src: 'https://images.ctfassets.net/space/asset/token/red.jpg', alt: 'Red boot, top' },
    ]);
    expect(feed.products[0]!.images).toEqual([
      { src: 'boots/red.jpg', alt: 'Red boot', key: photoKey('boots/red.jpg') },
      {
        src: 'https://images.ctfassets.net/space/asset/token/red.jpg',
        alt: 'Red boot, top',
        key: photoKey('https://images.ctfassets.net/space/asset/token/red.jpg'),
      },
    ]);
  });

  it('is refused outside the images folder, and a product needs at least one picture', () => {
    expect(() => withPictures([{ src: '../secret.jpg', alt: 'x' }])).toThrow(/images\.0\.src/);
    expect(() => withPictures([{ src: '/etc/red.jpg', alt: 'x' }])).toThrow(/images\.0\.src/);
    expect(() => withPictures([])).toThrow(/images/);
  });

  it('renders as a square AVIF/WebP picture with width and height, like a drawing', () => {
    const key = photoKey('boots/red.jpg');
    expect(imageSet(key)).toMatchObject({ width: 960, height: 960 });
    const html = renderToStaticMarkup(createElement(Picture, { image: key, alt: 'Red boot', sizes: '50vw' }));
    expect(html).toContain(`srcSet="/generated/`);
    expect(html).toMatch(/<img[^>]* width="960" height="960"/);
    expect(html).toContain('alt="Red boot"');
  });

  it.each([1, 3])('fills a product gallery of %i photograph(s), each with its size and alt text', async (count) => {
    const images = Array.from({ length: count }, (_, i) => ({
      key: photoKey(`red-${i}.jpg`),
      alt: `Red boot ${i + 1}`,
    }));
    const html = await (await AstroContainer.create()).renderToString(ProductGallery, { props: { images } });
    for (const image of images) {
      expect(html).toContain(`/generated/`);
      expect(html).toMatch(
        new RegExp(`<img[^>]*${image.key}-960.webp"[^>]* width="960" height="960"[^>]*alt="${image.alt}"`),
      );
    }
  });
});

describe('the photograph renderer', () => {
  const images = join(work, 'images');
  const out = join(work, 'generated');
  const cacheDir = join(work, 'cache');
  mkdirSync(images);
  for (const name of ['s1000-black-side.jpg', 's1000-black-top.jpg'])
    copyFileSync(join(EXAMPLE, name), join(images, name));
  const photos = ['s1000-black-side.jpg', 's1000-black-top.jpg'].map((src) => ({ key: photoKey(src), src }));
  const render = (version: string) => renderPhotos({ photos, outDir: out, version, imagesDir: images, cacheDir });

  it('writes every width in both formats, square, the wide photograph padded on the frame colour', async () => {
    expect(await render('one')).toEqual({ encoded: 2, reused: 0 });
    for (const { key } of photos)
      for (const width of cataloguePhotos.widths)
        for (const format of ['avif', 'webp'] as const) {
          const meta = await sharp(join(out, imageFile(key, width, format, 'one'))).metadata();
          expect([meta.width, meta.height], `${key} ${width} ${format}`).toEqual([width, width]);
        }
    // The 900×600 source fills the width; the bands above and below are the frame colour, not the shoe.
    const { data } = await sharp(join(out, imageFile(photos[0]!.key, 320, 'webp', 'one')))
      .extract({ left: 160, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = `#${[...data.subarray(0, 3)].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
    expect(Math.abs(parseInt(hex.slice(1), 16) - parseInt(cataloguePhotos.background.slice(1), 16))).toBeLessThan(
      0x030303,
    );
  });

  it('encodes nothing again on a repeat build, nor for a new picture version', async () => {
    expect(await render('one')).toEqual({ encoded: 0, reused: 2 });
    expect(await render('two')).toEqual({ encoded: 0, reused: 2 });
  });

  it('encodes a photograph again when its file changed', async () => {
    copyFileSync(join(EXAMPLE, 's1000-yellow-side.jpg'), join(images, 's1000-black-top.jpg'));
    expect(await render('one')).toEqual({ encoded: 1, reused: 1 });
  });

  it('downloads a photograph given by URL (a Contentful asset), and names one that cannot be downloaded', async () => {
    const bytes = readFileSync(join(EXAMPLE, 's1001-grey-side.jpg'));
    const server = createServer((request, response) => {
      if (request.url !== '/asset/grey.jpg') return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(bytes);
    });
    const port = await listenOnFreePort(server);
    try {
      const url = `http://127.0.0.1:${port}/asset/grey.jpg`;
      const remote = [{ key: photoKey(url), src: url }];
      expect(await renderPhotos({ photos: remote, outDir: out, version: 'one', imagesDir: images, cacheDir })).toEqual({
        encoded: 1,
        reused: 0,
      });
      const meta = await sharp(join(out, imageFile(remote[0]!.key, 640, 'avif', 'one'))).metadata();
      expect([meta.width, meta.height]).toEqual([640, 640]);
      const missing = `http://127.0.0.1:${port}/asset/gone.jpg`;
      await expect(
        renderPhotos({
          photos: [{ key: photoKey(missing), src: missing }],
          outDir: out,
          version: 'one',
          imagesDir: images,
          cacheDir,
        }),
      ).rejects.toThrow(`photograph ${missing}: download answered 404`);
    } finally {
      server.close();
    }
  });

  it('pads on the colour of the picture frames (--color-cream)', () => {
    const tokens = readFileSync(join(ROOT, 'src/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--color-cream: ${cataloguePhotos.background};`);
  });
});
