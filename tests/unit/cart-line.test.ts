import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CartLineItem from '#src/features/cart/CartLineItem.tsx';
import type { CartLine } from '#src/features/cart/cart.client.ts';
import { cartMessages } from '#src/features/cart/messages.ts';
import { formatAed } from '#src/i18n/format.ts';

const line: CartLine = {
  lineId: 'L1',
  merchandiseId: 'P1000-YEL1-19',
  productId: 'P1000-YEL1',
  title: 'بوت مرجان بيبي',
  size: 19,
  image: 'shoe/boots/a/yellow/side',
  imageAlt: 'بوت مرجان بيبي بلون أصفر، منظر جانبي',
  url: '/product/Coral-Baby-Boot/P1000-YEL1',
  productPrice: '89.00',
  compareAtPrice: '119.00',
  quantity: 2,
  quantityAvailable: 5,
};

describe('a cart line on an Arabic page', () => {
  it('prices the pair in Arabic, names sale and original price in Arabic, and links under /ar', () => {
    const html = renderToStaticMarkup(
      createElement(CartLineItem, { line, layout: 'drawer', t: cartMessages.ar, locale: 'ar' }),
    );
    expect(html).toContain(formatAed(8900, 'ar'));
    expect(html).toContain(formatAed(11900, 'ar'));
    expect(html).not.toContain('AED');
    expect(html).toContain('سعر التخفيض');
    expect(html).toContain('href="/ar/product/Coral-Baby-Boot/P1000-YEL1"');
  });
});
