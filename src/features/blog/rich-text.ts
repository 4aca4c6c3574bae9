/**
 * A post's rich-text content as runs of HTML and pictures.
 * Embedded pictures are top-level blocks in Contentful rich text, so the
 * document is cut into runs of HTML and pictures; the page renders each
 * picture through the image pipeline instead of a bare <img>.
 */
import { richTextHtml, type RichTextDocument, type RichTextNode } from '#src/contentful/rich-text.ts';

export type ContentSegment = { kind: 'html'; html: string } | { kind: 'picture'; assetId: string };

export function contentSegments(document: RichTextDocument): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    if (run.length) segments.push({ kind: 'html', html: richTextHtml(run) });
    run = [];
  };
  for (const node of document.content) {
    const target =
      node.nodeType === 'embedded-asset-block'
        ? (node.data.target as { sys?: { id?: unknown } } | undefined)
        : undefined;
    if (typeof target?.sys?.id === 'string') {
      flush();
      segments.push({ kind: 'picture', assetId: target.sys.id });
    } else {
      run.push(node);
    }
  }
  flush();
  return segments;
}

/** Plain text of the document, for a description when a post has no short one. */
export function plainText(document: RichTextDocument): string {
  const walk = (node: RichTextNode): string => (node.value ?? '') + (node.content ?? []).map(walk).join('');
  return document.content.map(walk).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}
