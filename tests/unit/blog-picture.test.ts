/** Blog pictures rendered by the real component (Astro container), as a page renders them. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import BlogPicture from '#src/features/blog/BlogPicture.astro';
import { imageSet } from '#src/components/images/images.ts';

const render = async (props: Record<string, unknown>) =>
  (await AstroContainer.create()).renderToString(BlogPicture, { props: { sizes: '100vw', ...props } });
const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('a blog picture', () => {
  it('optimises a Contentful image into AVIF and WebP at three widths, cropped to 5:3, JPEG fallback', async () => {
    const html = await render({
      image: {
        source: 'contentful',
        url: 'https://images.ctfassets.net/space1/abc/token/feet.jpg',
        width: 3000,
        height: 2000,
        alt: 'Feet on paper',
      },
    });
    expect(html).toMatch(/<div class="[^"]+">\s*<picture/);
    for (const format of ['avif', 'webp']) {
      expect(html).toContain(`type="image/${format}"`);
      for (const [w, h] of [
        [480, 288],
        [960, 576],
        [1440, 864],
      ])
        expect(html).toContain(`w=${w}&amp;h=${h}&amp;f=${format}&amp;fit=cover ${w}w`);
    }
    expect(html).toContain('images.ctfassets.net%2Fspace1%2Fabc%2Ftoken%2Ffeet.jpg');
    expect(attribute(html, 'img', 'src')).toContain('f=jpg');
    expect([attribute(html, 'img', 'width'), attribute(html, 'img', 'height'), attribute(html, 'img', 'alt')]).toEqual([
      '1440',
      '864',
      'Feet on paper',
    ]);
    expect(attribute(html, 'img', 'loading')).toBe('lazy');
  });

  it('shows a drawn illustration from its pre-rendered set', async () => {
    const set = imageSet('art/blog-2');
    const html = await render({ image: { source: 'drawn', key: 'art/blog-2', alt: 'Growing feet' }, priority: true });
    expect(html).toContain(`srcset="${set.srcsetAvif}"`);
    expect(html).toContain(`srcset="${set.srcsetWebp}"`);
    expect([
      attribute(html, 'img', 'src'),
      attribute(html, 'img', 'alt'),
      attribute(html, 'img', 'loading'),
      attribute(html, 'img', 'fetchpriority'),
    ]).toEqual([set.src, 'Growing feet', 'eager', 'high']);
  });
});
