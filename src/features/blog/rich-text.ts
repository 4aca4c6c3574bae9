/**
 * Rich-text content as HTML, through @contentful/rich-text-html-renderer.
 * Embedded pictures are top-level blocks in Contentful rich text, so the
 * document is cut into runs of HTML and pictures; the page renders each
 * picture through the image pipeline instead of a bare <img>.
 */
import { documentToHtmlString, type Options } from '@contentful/rich-text-html-renderer';
import type { RichTextDocument, RichTextNode } from './post.ts';

export type ContentSegment = { kind: 'html'; html: string } | { kind: 'picture'; assetId: string };

type RendererDocument = Parameters<typeof documentToHtmlString>[0];
type NodeRenderer = NonNullable<Options['renderNode']>[string];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Editors may link within the shop or out of it; anything else (javascript:, data:) loses its link. */
function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  if (/^\/(?!\/)/.test(uri) || uri.startsWith('#')) return uri;
  return /^(https?:|mailto:|tel:)/i.test(uri) ? uri : null;
}

/** The post's title is the page's h1, so the content's three heading levels start at h2. */
const heading =
  (level: number): NodeRenderer =>
  (node, next) =>
    `<h${level}>${next(node.content)}</h${level}>`;

const renderNode: Record<string, NodeRenderer> = {
  'heading-1': heading(2),
  'heading-2': heading(3),
  'heading-3': heading(4),
  'heading-4': heading(5),
  'heading-5': heading(6),
  'heading-6': heading(6),
  hyperlink: (node, next) => {
    const href = safeHref(node.data.uri);
    if (!href) return next(node.content);
    const external = /^https?:/i.test(href);
    const rel = external ? ' rel="noopener noreferrer"' : '';
    return `<a href="${escapeAttribute(href)}"${rel}>${next(node.content)}</a>`;
  },
  // Links to other entries and embedded entries have no page of their own here: keep their text, drop the rest.
  'entry-hyperlink': (node, next) => next(node.content),
  'asset-hyperlink': (node, next) => next(node.content),
  'resource-hyperlink': (node, next) => next(node.content),
  'embedded-entry-block': () => '',
  'embedded-entry-inline': () => '',
  'embedded-resource-block': () => '',
  'embedded-resource-inline': () => '',
  // Pictures are rendered by the page (see contentSegments); one nested deeper than Contentful allows is dropped.
  'embedded-asset-block': () => '',
};

const options: Partial<Options> = {
  renderNode,
  stripEmptyTrailingParagraph: true,
  renderMark: { bold: (text) => `<strong>${text}</strong>`, italic: (text) => `<em>${text}</em>` },
};

function toHtml(nodes: RichTextNode[]): string {
  return documentToHtmlString(
    { nodeType: 'document', data: {}, content: nodes } as unknown as RendererDocument,
    options,
  );
}

export function contentSegments(document: RichTextDocument): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    if (run.length) segments.push({ kind: 'html', html: toHtml(run) });
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
