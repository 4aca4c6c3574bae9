/** A dot of a feed colour, on product cards and in the colour filter; `className` sizes it. */
import type { Color } from '#src/config/catalogue.ts';
import styles from './ColourSwatch.module.css';

interface Props {
  /** Undefined for a product the feed tags with no colour. */
  colour: Color | undefined;
  className?: string;
}

export function ColourSwatch({ colour, className }: Props) {
  return <span className={[className, styles[colour ?? 'none']].filter(Boolean).join(' ')} aria-hidden="true" />;
}
