/** Site art: placeholder until drawn. */
import { studioBackground, svgDocument } from './kit.ts';

export function drawArt(name: string, aspect: readonly [number, number]): string {
  const height = Math.round((1000 * aspect[1]) / aspect[0]);
  return svgDocument(1000, height, `${studioBackground(1000, height)}<title>${name}</title>`);
}
