/** A drawn picture for React islands; Picture.astro renders the same markup on Astro pages. */
import { pictureParts, type PictureProps } from './picture.ts';

export default function Picture({ className, ...props }: PictureProps & { className?: string }) {
  const { sources, img } = pictureParts(props);
  return (
    <picture>
      {sources.map(({ type, srcset }) => (
        <source key={type} type={type} srcSet={srcset} sizes={props.sizes} />
      ))}
      <img {...img} alt={props.alt} fetchPriority={props.fetchpriority} className={className} />
    </picture>
  );
}
