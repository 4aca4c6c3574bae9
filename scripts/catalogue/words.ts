/** Word lists the catalogue generator draws from: names and copy that read like a real shop's. */
import type { AgeGroup, Color, ProductType } from '#src/config/shop.ts';

export const typeNouns: Record<ProductType, string[]> = {
  boots: ['Boot', 'Chelsea Boot', 'Hiker', 'Ankle Boot', 'Rain Boot'],
  sportsShoes: ['Runner', 'Trainer', 'Sprint Shoe', 'Track Shoe'],
  sandals: ['Sandal', 'Slide Sandal', 'Strap Sandal', 'Sport Sandal'],
  slippers: ['Slipper', 'House Shoe', 'Cosy Mule'],
  sneakers: ['Sneaker', 'Low Top', 'Court Sneaker', 'Canvas Sneaker'],
  basketballShoes: ['High Top', 'Hoop Shoe', 'Court Pro'],
  schoolShoes: ['School Shoe', 'Classic Oxford', 'Mary Jane', 'Buckle Shoe'],
  others: ['Ballet Flat', 'Clog', 'Loafer', 'Espadrille'],
};

export const adjectives = [
  'Little',
  'Sunny',
  'Desert',
  'Oasis',
  'Falcon',
  'Marina',
  'Dune',
  'Pearl',
  'Coral',
  'Palm',
  'Breeze',
  'Comet',
  'Meteor',
  'Rocket',
  'Star',
  'Moon',
  'Cloud',
  'Rainbow',
  'Jumpy',
  'Bouncy',
  'Happy',
  'Lucky',
  'Zippy',
  'Dash',
  'Spark',
  'Glow',
  'Nova',
  'Safari',
  'Explorer',
  'Ranger',
  'Scout',
  'Harbour',
  'Lagoon',
  'Cedar',
  'Maple',
  'Willow',
  'Jasmine',
  'Saffron',
  'Amber',
  'Hazel',
  'Skyline',
  'Summit',
  'Canyon',
  'Wadi',
  'Corniche',
  'Jumeirah',
  'Sahara',
  'Mirage',
  'Twinkle',
  'Pebble',
  'Puddle',
  'Kite',
  'Arrow',
];

export const ageWords: Record<AgeGroup, string[]> = {
  babies: ['First Step', 'Tiny', 'Cuddle', 'Baby'],
  toddlers: ['Toddle', 'Wobble', 'Mini', 'Playtime'],
  kids: ['Junior', 'Playground', 'Adventure', 'Recess'],
  teens: ['Street', 'Urban', 'Pro', 'Varsity'],
};

export const colorNames: Record<Color, string[]> = {
  black: ['Jet Black', 'Midnight Black'],
  pink: ['Candy Pink', 'Blush Pink'],
  red: ['Cherry Red', 'Fire Red'],
  brown: ['Chestnut Brown', 'Cocoa Brown'],
  grey: ['Storm Grey', 'Pebble Grey'],
  yellow: ['Sunshine Yellow', 'Lemon Yellow'],
  blue: ['Ocean Blue', 'Sky Blue'],
  green: ['Mint Green', 'Forest Green'],
  gold: ['Desert Gold', 'Glitter Gold'],
  beige: ['Sand Beige', 'Oat Beige'],
  purple: ['Lilac Purple', 'Grape Purple'],
  silver: ['Moon Silver', 'Sparkle Silver'],
  white: ['Cloud White', 'Snow White'],
};

export const soleNotes = [
  'a white rubber sole',
  'a gum sole',
  'a contrast sole',
  'a tonal sole',
  'a cushioned EVA sole',
];

export const typeStories: Record<ProductType, string[]> = {
  boots: [
    'Built for cooler evenings and weekend trips to the mountains.',
    'A sturdy boot that keeps little feet warm and dry.',
  ],
  sportsShoes: [
    'Made for PE lessons, football after school and every race to the car.',
    'Light, grippy and ready for sports day.',
  ],
  sandals: [
    'Open and airy for the UAE summer, from the beach to the mall.',
    'Quick-drying straps that love sand, splash pads and pool days.',
  ],
  slippers: ['Soft and cosy for lazy mornings at home.', 'A warm, quiet slipper for indoor play and bedtime stories.'],
  sneakers: [
    'An everyday sneaker that goes with everything in the wardrobe.',
    'Easy to put on, hard to take off: the weekend favourite.',
  ],
  basketballShoes: [
    'High ankle support for jumps, pivots and fast breaks.',
    'Court grip and cushioning for young players who never stop.',
  ],
  schoolShoes: [
    'Smart enough for assembly, tough enough for the playground.',
    'A polished school shoe that survives a whole term of running.',
  ],
  others: [
    'A little something special for parties, Eid and family visits.',
    'A light, easy shoe for days out and special occasions.',
  ],
};

export const features = [
  'Padded collar for comfort around the ankle',
  'Removable cushioned insole',
  'Breathable lining that keeps feet cool',
  'Non-slip rubber outsole',
  'Flexible sole that bends with the foot',
  'Easy hook-and-loop closure',
  'Reinforced toe cap for extra durability',
  'Lightweight build for all-day wear',
  'Wipe-clean upper',
  'Machine-washable at 30°C',
];

export const fitTips = [
  'Runs true to size. Leave about a thumb’s width of room at the toe.',
  'Runs slightly small: if your child is between sizes, choose the larger one.',
  'Roomy fit, ideal for wider feet.',
  'Snug at first; the upper softens after a few wears.',
];

export const deliveryOptions = [
  'Next-day delivery across the UAE, Monday to Saturday. Exchange in our Abu Dhabi and Dubai stores.',
  'Delivered to your door by our courier partner; cash on delivery available.',
];
