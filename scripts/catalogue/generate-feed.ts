/**
 * The deterministic catalogue generator: the same seed and scale always give
 * the same feed, byte for byte. Coverage is built in, not left to chance: the
 * first styles walk every age group × type pair, colours rotate through all
 * thirteen, and every age group gets exactly one lucky choice.
 * Every text is written in English and in Arabic from the same draw (scripts/catalogue/words.ts pairs
 * the words), so the Arabic copy says what the English says and takes nothing from the random stream.
 */
import {
  AGE_BANDS,
  AGE_GROUPS,
  type Brand,
  COLORS,
  GENDERS,
  PRODUCT_TYPES,
  type AgeGroup,
  type Color,
  type ProductType,
} from '#src/config/catalogue.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import type { Feed, FeedDrawing, FeedInput, FeedProduct } from '#src/catalogue/schema.ts';
import { IMAGE_VIEWS } from '#src/catalogue/schema.ts';
import { spellOut } from './arabic-names.ts';
import {
  ageNames,
  colorNames,
  deliveryOptions,
  features,
  fitTips,
  soleNotes,
  styleNames,
  typeNouns,
  typeStories,
  viewNames,
  type Words,
} from './words.ts';

const { en: EN, ar: AR } = catalogueMessages;

/** The day the default catalogue describes; new arrivals are counted back from it. */
const CATALOGUE_DATE = Date.parse('2026-11-15T08:00:00+04:00');
const DAY = 86_400_000;
const STYLES_PER_SCALE = 130;
const NEW_ARRIVAL_DAYS = 45;
const BEST_SELLER_RANKS = 40;
const MANUAL_BS_COUNT = 4;

const BASE_PRICE_AED: Record<AgeGroup, [number, number]> = {
  babies: [69, 129],
  toddlers: [89, 169],
  kids: [109, 229],
  teens: [139, 299],
};

/** mulberry32: tiny, fast and good enough for a reproducible catalogue. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
type Random = ReturnType<typeof createRandom>;

interface StylePlan {
  styleId: string;
  number: number;
  title: Words;
  ageGroup: AgeGroup;
  type: ProductType;
  design: 'a' | 'b';
  gender: (typeof GENDERS)[number];
  brand: Brand;
  basePriceAed: number;
  colors: Color[];
}

function planStyles(random: Random, count: number): StylePlan[] {
  const titles = new Set<string>();
  const plans: StylePlan[] = [];
  for (let i = 0; i < count; i++) {
    const ageGroup = AGE_GROUPS[i % AGE_GROUPS.length]!;
    const type = PRODUCT_TYPES[Math.floor(i / AGE_GROUPS.length) % PRODUCT_TYPES.length]!;
    let title: Words | undefined;
    for (let attempt = 0; !title || titles.has(title.en) || titles.has(title.ar); attempt++) {
      const first = attempt < 20 ? random.pick(styleNames) : `${random.pick(styleNames)} ${random.pick(styleNames)}`;
      const model = `${first} ${random.pick(ageNames[ageGroup])}`;
      const noun = random.pick(typeNouns[type]);
      title = { en: `${model} ${noun.en}`, ar: `${noun.ar} ${spellOut(model)}` };
    }
    titles.add(title.en).add(title.ar);
    const colorCount = random.pick([1, 2, 2, 3, 3, 3, 4]);
    const colors: Color[] = [COLORS[i % COLORS.length]!];
    while (colors.length < colorCount) {
      const color = random.pick(COLORS);
      if (!colors.includes(color)) colors.push(color);
    }
    const [low, high] = BASE_PRICE_AED[ageGroup];
    plans.push({
      styleId: `S${1000 + i}`,
      number: 1000 + i,
      title,
      ageGroup,
      type,
      design: random.chance(0.5) ? 'a' : 'b',
      gender: GENDERS[i % GENDERS.length]!,
      brand: i % 3 === 2 ? 'kidsKing' : 'luckyShoes',
      basePriceAed: random.int(Math.ceil(low / 10), Math.floor(high / 10)) * 10 - 1,
      colors,
    });
  }
  return plans;
}

function images(plan: StylePlan, color: Color, full: boolean): FeedDrawing[] {
  const views = full ? IMAGE_VIEWS : IMAGE_VIEWS.slice(0, 4);
  return views.map((view) => ({
    key: `shoe/${plan.type}/${plan.design}/${color}/${view}`,
    view,
    alt: `${plan.title.en} in ${EN.colors[color].toLowerCase()}, ${viewNames[view].en}`,
  }));
}

/** The Arabic alt texts of the pictures, in their order. */
function arabicAlts(plan: StylePlan, color: Color, images: readonly FeedDrawing[]): string[] {
  return images.map(({ view }) => `${plan.title.ar} بلون ${AR.colors[color]}، ${viewNames[view].ar}`);
}

function description(random: Random, plan: StylePlan, colorName: Words): Words {
  const chosen = random.shuffle(features).slice(0, 4);
  const story = random.pick(typeStories[plan.type]);
  const [min, max] = ageBandSizes(plan.ageGroup);
  const list = (language: keyof Words) => `<ul>${chosen.map((f) => `<li>${f[language]}</li>`).join('')}</ul>`;
  return {
    en: [
      `<p>The ${plan.title.en} in ${colorName.en}. ${story.en}</p>`,
      list('en'),
      `<p>Sizes EU ${min} to ${max}.</p>`,
    ].join(''),
    ar: [
      `<p>${plan.title.ar} بلون ${colorName.ar}. ${story.ar}</p>`,
      list('ar'),
      `<p>المقاسات من ${ltr(`EU ${min}`)} إلى ${ltr(`EU ${max}`)}.</p>`,
    ].join(''),
  };
}

/** Latin text inside Arabic, in a left-to-right isolate (LRI … PDI) so that 'EU 32' keeps its order. */
const ltr = (text: string): string => `\u2066${text}\u2069`;

/** 'Ocean Blue' and 'أزرق بحري': the Arabic shade follows the colour's name in src/catalogue/messages.ts. */
function shade(color: Color, picked: Words): Words {
  return { en: picked.en, ar: `${AR.colors[color]} ${picked.ar}` };
}

function ageBandSizes(group: AgeGroup): [number, number] {
  const band = AGE_BANDS.find((b) => b.group === group)!;
  return [band.minSize, band.maxSize];
}

function variants(random: Random, productId: string, group: AgeGroup, soldOut: boolean) {
  const [min, max] = ageBandSizes(group);
  const out = [];
  for (let size = min; size <= max; size++) {
    const stock = soldOut || random.chance(0.1) ? 0 : random.int(1, 12);
    out.push({ id: `${productId}-${size}`, size, stock });
  }
  return out;
}

export function generateFeed({ seed = 2026, scale = 1 }: { seed?: number; scale?: number } = {}): Feed {
  const random = createRandom(seed * 7919 + scale);
  const plans = planStyles(random, STYLES_PER_SCALE * scale);
  const products: FeedProduct[] = [];
  for (const plan of plans) {
    const onSale = random.chance(0.22);
    const styleAgeDays = random.int(0, 420);
    plan.colors.forEach((color, index) => {
      const id = `P${plan.number}-${color.slice(0, 3).toUpperCase()}${index}`;
      const colorName = shade(color, random.pick(colorNames[color]));
      const priceFils = plan.basePriceAed * 100;
      const saleFactor = random.pick([0.6, 0.7, 0.75, 0.8]);
      const createdAt = new Date(
        CATALOGUE_DATE - (styleAgeDays + index * random.int(0, 20)) * DAY - random.int(0, 86_399) * 1000,
      );
      const tags: string[] = [plan.ageGroup, plan.type, color, plan.gender, plan.brand];
      if ((CATALOGUE_DATE - createdAt.getTime()) / DAY <= NEW_ARRIVAL_DAYS) tags.push('newArrivals');
      if (onSale) tags.push('sale');
      const text = description(random, plan, colorName);
      const sole = random.pick(soleNotes);
      const fitTip = random.chance(0.8) ? random.pick(fitTips) : { en: '', ar: '' };
      const delivery = random.chance(0.85) ? random.pick(deliveryOptions) : { en: '', ar: '' };
      const pictures = images(plan, color, random.chance(0.2));
      products.push({
        id,
        styleId: plan.styleId,
        title: plan.title.en,
        ageGroup: plan.ageGroup,
        type: plan.type,
        color,
        gender: plan.gender,
        brand: plan.brand,
        tags,
        priceFils: onSale ? Math.round(plan.basePriceAed * saleFactor) * 100 : priceFils,
        compareAtPriceFils: onSale ? priceFils : null,
        createdAt: createdAt.toISOString(),
        descriptionHtml: text.en,
        colorDescription: `${colorName.en} with ${sole.en}`,
        fitTip: fitTip.en,
        deliveryOptions: delivery.en,
        salesRank: null,
        images: pictures,
        variants: variants(random, id, plan.ageGroup, random.chance(0.02)),
        ar: {
          title: plan.title.ar,
          descriptionHtml: text.ar,
          colorDescription: `${colorName.ar} ${sole.ar}`,
          fitTip: fitTip.ar,
          deliveryOptions: delivery.ar,
          imageAlts: arabicAlts(plan, color, pictures),
        },
      });
    });
  }
  rankSales(random, products);
  chooseLuckyChoices(products);
  return { version: 1, seed, scale, products };
}

/** Best sellers come from a sales ranking; a few of them are pinned by hand (manual-bs). */
function rankSales(random: Random, products: FeedProduct[]): void {
  const ranked = random.shuffle(products.filter(() => random.chance(0.6)));
  ranked.forEach((product, index) => {
    product.salesRank = index + 1;
    if (index < BEST_SELLER_RANKS * Math.max(1, Math.round(products.length / 320))) product.tags.push('bestSellers');
  });
  for (const product of ranked.slice(0, MANUAL_BS_COUNT)) product.tags.push('manual-bs');
}

/** One lucky choice per age group: its best-ranked product that is in stock. */
function chooseLuckyChoices(products: FeedProduct[]): void {
  for (const band of AGE_BANDS) {
    const candidates = products
      .filter((p) => p.ageGroup === band.group && p.variants.some((v) => v.stock > 0))
      .sort((a, b) => (a.salesRank ?? Infinity) - (b.salesRank ?? Infinity));
    candidates[0]?.tags.push(band.luckyChoiceTag);
  }
}

/** One product per line: small diffs when the generator changes, and under a megabyte. */
export function serializeFeed(feed: FeedInput): string {
  const head = JSON.stringify({ version: feed.version, seed: feed.seed, scale: feed.scale });
  return `${head.slice(0, -1)},"products":[\n${feed.products.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`;
}
