/**
 * Contentful rich text: its shape, validated, and its HTML through @contentful/rich-text-html-renderer,
 * shared by blog posts and product descriptions.
 */
import { documentToHtmlString, type Options } from '@contentful/rich-text-html-renderer';
import { z } from 'zod';

/** A node of a Contentful rich-text document, as the Delivery API sends it. */
export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: Array<{ type: string }>;
}

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    nodeType: z.string().min(1),
    data: z.record(z.string(), z.unknown()),
    content: z.array(richTextNodeSchema).optional(),
    value: z.string().optional(),
    marks: z.array(z.object({ type: z.string() })).optional(),
  }),
);

export const richTextDocumentSchema = z.object({
  nodeType: z.literal('document', { error: 'is not a rich-text document' }),
  data: z.record(z.string(), z.unknown()),
  content: z.array(richTextNodeSchema),
});
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

type RendererDocument = Parameters<typeof documentToHtmlString>[0];
type NodeRenderer = NonNullable<Options['renderNode']>[string];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Editors may link within the shop or out of it; anything else (javascript:, data:) loses its link. */
function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  if (/^\/(?!\/)/.test(uri) || uri.startsWith('#')) return uri;
  return /^(https?:|mailto:|tel:)/i.test(uri) ? uri : null;
}

/** The page's title is its h1, so the content's heading levels start at h2. */
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
  // The blog renders its pictures through the image pipeline (contentSegments); elsewhere they have no place.
  'embedded-asset-block': () => '',
};

const options: Partial<Options> = {
  renderNode,
  stripEmptyTrailingParagraph: true,
  renderMark: { bold: (text) => `<strong>${text}</strong>`, italic: (text) => `<em>${text}</em>` },
};

/** Rich-text nodes as HTML; embedded pictures and entries are left out (the blog renders its pictures itself). */
export function richTextHtml(nodes: RichTextNode[]): string {
  return documentToHtmlString(
    { nodeType: 'document', data: {}, content: nodes } as unknown as RendererDocument,
    options,
  );
}
