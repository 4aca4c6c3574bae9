/**
 * The product page's buying controls (docs/product.md §4 "Size selection" and
 * "Add to cart"): sizes as '{size} EU' with sold-out ones disabled, the size
 * guide link, the quantity stepper (1 to the chosen size's stock), 'Product
 * out of stock', and Add to cart. Without a size the button looks disabled
 * but still answers: pressing it scrolls to the sizes and asks for one. After adding, the drawer
 * opens on tablet and desktop; on mobile a banner says so for 3 seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { useAnnounceHydrated } from '#src/components/hydration/useAnnounceHydrated.ts';
import type { SizeOption } from '#src/catalogue/types.ts';
import { timing } from '#src/config/screens.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import type { PurchaseMessages } from './messages.ts';
import CartMessage from '../cart/CartMessage.tsx';
import type { CartMessages } from '../cart/messages.ts';
import QuantityStepper from '../cart/QuantityStepper.tsx';
import { $cartMessage, toggleCart } from '../cart/cart-state.store.ts';
import { currentView } from '#src/styles/viewport.client.ts';
import AddedBanner from './AddedBanner.tsx';
import SizeChoice from '#src/components/product/SizeChoice.tsx';
import { fetchLiveSizes } from './live-stock.client.ts';
import { chooseSize, noSizeChosen, setQuantity, stockOf, totalStock, withLiveStock } from './size-choice.ts';
import styles from './ProductPurchase.module.css';

/**
 * The cart's actions and API client load when the shopper chooses a size, before the add they lead to:
 * a visitor who only looks does not load them (decision 022).
 */
const cartActions = () => import('../cart/cart.store.ts');

interface Props {
  productId: string;
  title: string;
  /** Decimal string, for analytics. */
  price: string;
  /** Sizes with the stock known at build time. */
  sizes: SizeOption[];
  sizeGuideUrl: string;
  locale: Locale;
  /** productMessages[locale].purchase */
  t: PurchaseMessages;
  /** The cart's stepper hints and notices, in the page's language. */
  cartT: Pick<CartMessages, 'stepper' | 'notices'>;
}

export default function ProductPurchase({
  productId,
  title,
  price,
  sizes: builtSizes,
  sizeGuideUrl,
  locale,
  t,
  cartT,
}: Props) {
  const [sizes, setSizes] = useState(builtSizes);
  const [choice, setChoice] = useState(noSizeChosen);
  const [added, setAdded] = useState(0);
  // The keyboard is on the banner: it stays until focus leaves it (it must not vanish under the shopper).
  const [bannerHeld, setBannerHeld] = useState(false);
  const sizePicker = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The island hydrates on the shopper's first touch (client:engaged) and gives the taps held till then after this.
  useAnnounceHydrated(root);

  useEffect(() => {
    const request = new AbortController();
    fetchLiveSizes(productId, builtSizes, request.signal)
      .then((live) => {
        if (!live) return;
        setSizes(live);
        setChoice((current) => withLiveStock(current, live));
      })
      .catch(() => undefined);
    return () => request.abort();
  }, [productId, builtSizes]);

  useEffect(() => {
    if (!added || bannerHeld) return;
    const timer = setTimeout(() => setAdded(0), timing.cartBannerMs);
    return () => clearTimeout(timer);
  }, [added, bannerHeld]);

  const closeBanner = () => {
    setAdded(0);
    setBannerHeld(false);
    // The close button goes with the banner; focus returns to where the shopper came from.
    addButton.current?.focus();
  };

  const chosen = sizes.find((size) => size.id === choice.variantId) ?? null;
  const outOfStock = totalStock(sizes) === 0;

  const add = async () => {
    if (!chosen) {
      setChoice((current) => ({ ...current, alert: true }));
      sizePicker.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      sizePicker.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
      return;
    }
    const actions = await cartActions().catch(() => null);
    // Offline before the actions came: said as a change that failed, as the call itself would be.
    if (!actions) {
      $cartMessage.set([{ code: 'change_failed' }]);
      return;
    }
    const done = await actions.addToCart({ variantId: chosen.id, quantity: choice.quantity, title, price });
    if (!done) return;
    if (currentView() === 'mobile') setAdded(choice.quantity);
    else toggleCart(true);
  };

  return (
    <div className={styles.purchase} data-testid="purchase" ref={root}>
      {/* Named by the heading beside the size guide link: a legend is the group's name only as its first child. */}
      <fieldset
        className={styles.sizes}
        ref={sizePicker}
        aria-labelledby={`sizes-${productId}`}
        aria-describedby={choice.alert ? 'size-alert' : undefined}
      >
        <div className={styles.sizesHead}>
          <span className={styles.sizesTitle} id={`sizes-${productId}`}>
            {t.size}
          </span>
          <a className={styles.guide} href={sizeGuideUrl}>
            {t.sizeGuide}
          </a>
        </div>
        <div className={styles.sizeGrid}>
          {sizes.map((size) => {
            const soldOut = stockOf(size) === 0;
            return (
              <SizeChoice
                key={size.id}
                name={`size-${productId}`}
                value={size.id}
                label={fill(t.sizeLabel, { size: size.size })}
                checked={size.id === choice.variantId}
                soldOut={soldOut}
                soldOutText={t.soldOutAfterSize}
                onChoose={() => {
                  void cartActions();
                  setChoice((current) => chooseSize(current, size));
                }}
              />
            );
          })}
        </div>
        {/* Sent hidden, so that a tap on 'Add to cart' before hydration can show it (client:engaged). */}
        <p id="size-alert" className={styles.alert} role="alert" hidden={!choice.alert}>
          {t.chooseSize}
        </p>
      </fieldset>

      <div className={styles.quantity}>
        <span className={styles.label} id={`quantity-${productId}`}>
          {t.quantity}
        </span>
        <QuantityStepper
          quantity={choice.quantity}
          max={chosen ? stockOf(chosen) : null}
          onChange={(quantity) => setChoice((current) => setQuantity(current, sizes, quantity))}
          label={t.quantity}
          decreaseLabel={fill(t.decrease, { title })}
          increaseLabel={fill(t.increase, { title })}
          hints={cartT.stepper}
          disabled={!chosen}
        />
      </div>

      {outOfStock && <p className={styles.outOfStock}>{t.outOfStock}</p>}

      <button
        type="button"
        ref={addButton}
        className={`button ${styles.add}`}
        disabled={outOfStock}
        data-inactive={!chosen || undefined}
        data-needs-choice={`size-${productId}`}
        data-choice-alert="size-alert"
        onClick={() => void add()}
        data-testid="add-to-cart"
      >
        {t.addToCart}
      </button>
      <CartMessage t={cartT.notices} />
      {added > 0 && <AddedBanner count={added} onClose={closeBanner} onHold={setBannerHeld} locale={locale} t={t} />}
    </div>
  );
}
