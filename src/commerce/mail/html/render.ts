/**
 * The HTML part of every e-mail, from its structured content (./content.ts), with MJML: responsive markup
 * that Outlook, Gmail and Apple Mail render alike, without hand-written layout tables. (React Email would
 * render React on the engine's thread for every mail.)
 *
 * MJML takes tens of milliseconds per mail, and the outbox writes a mail inside the transaction that causes
 * it. So MJML compiles a template once per shape (the language and the sequence of blocks, each row
 * counted), with a placeholder where each text goes; a mail of a shape seen before is that template with its
 * texts filled in, escaped, in well under a millisecond. The shapes are few: one or a handful per kind.
 */
import { DIRECTION } from '#src/i18n/locales.ts';
import { footerLines, mailFrameMessages, mailText, unsubscribeLabel, type MailContent } from './content.ts';

/** The brand's colours (src/styles/tokens.css): e-mail clients read no custom properties. */
const colour = {
  ink: '#2a211b',
  muted: '#6a5d53',
  brand: '#b83f1c',
  cream: '#fff8ee',
  line: '#eadfd3',
  white: '#ffffff',
};
const FONTS = "Tahoma, 'Segoe UI', Arial, sans-serif";

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The copy's isolates (content.ts `isolate`, `isolateTyped`): LRI or FSI, the text, PDI. */
const ISOLATE = /([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g;

/**
 * Text shown in the body, its isolates as spans: more mail clients honour `dir` than the isolate characters,
 * and a phone number copied from the mail then carries no invisible character to the dialler.
 */
const textHtml = (value: string) =>
  escapeHtml(value).replace(
    ISOLATE,
    (_, mark: string, inner: string) => `<span dir="${mark === '\u2066' ? 'ltr' : 'auto'}">${inner}</span>`,
  );

/**
 * A placeholder MJML leaves alone: letters and digits only, in no word of any mail. SLOT holds a value that is
 * only escaped (an attribute, the title); TEXT one shown in the body (textHtml).
 */
const slot = (n: number, kind: 'SLOT' | 'TEXT') => `LSMAIL${kind}${n}X`;
const SLOT = /LSMAIL(SLOT|TEXT)(\d+)X/g;

/** The MJML of a mail, its texts as slots; `values` collects them in slot order. */
function mjmlOf(content: MailContent, values: string[]): { mjml: string; shape: string } {
  const put = (value: string) => slot(values.push(value) - 1, 'SLOT');
  const say = (value: string) => slot(values.push(value) - 1, 'TEXT');
  const { locale } = content;
  const dir = DIRECTION[locale];
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  const frame = mailFrameMessages[locale];
  const shape: string[] = [locale];
  const body: string[] = [];
  for (const block of content.blocks) {
    if (block.kind === 'paragraph') {
      shape.push(`p${block.lines.length}`);
      body.push(`<mj-text>${block.lines.map(say).join('<br />')}</mj-text>`);
    } else if (block.kind === 'rows') {
      shape.push(`r${block.rows.map((row) => (row.strong ? 's' : 'n')).join('')}`);
      const rows = block.rows.map((row) => {
        const weight = row.strong ? 'font-weight:bold;' : '';
        const cell = `padding:6px 0;border-bottom:1px solid ${colour.line};${weight}`;
        return (
          `<tr><td style="${cell}text-align:${start}">${say(row.label)}</td>` +
          `<td style="${cell}text-align:${end};white-space:nowrap">${say(row.value)}</td></tr>`
        );
      });
      body.push(`<mj-table>${rows.join('')}</mj-table>`);
    } else {
      shape.push('b');
      body.push(`<mj-button href="${put(block.href)}">${say(block.label)}</mj-button>`);
    }
  }
  const footer = footerLines(content).map(say);
  if (content.unsubscribe) {
    shape.push('u');
    const href = put(content.unsubscribe);
    const link = `<a href="${href}" style="color:${colour.muted}">${put(content.unsubscribe)}</a>`;
    footer.push(`${say(unsubscribeLabel(content))} ${link}`);
  }
  const wordmark =
    `<a href="${put(content.origin)}" style="color:${colour.white};text-decoration:none">` + `${put(frame.brand)}</a>`;
  const mjml = `<mjml lang="${locale}" dir="${dir}">
  <mj-head>
    <mj-title>${put(content.heading)}</mj-title>
    <mj-attributes>
      <mj-all font-family="${FONTS}" />
      <mj-section direction="${dir}" />
      <mj-column direction="${dir}" />
      <mj-text font-size="16px" line-height="1.6" color="${colour.ink}" align="${start}" padding="8px 24px" />
      <mj-table font-size="15px" color="${colour.ink}" padding="8px 24px" />
      <mj-button background-color="${colour.brand}" color="${colour.white}" font-size="16px"
        font-weight="bold" border-radius="24px" align="${start}" padding="16px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${colour.cream}" width="600px">
    <mj-section background-color="${colour.brand}" padding="16px 0">
      <mj-column>
        <mj-text align="center" font-size="24px" font-weight="bold" color="${colour.white}">${wordmark}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${colour.white}" padding="16px 0">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold">${say(content.heading)}</mj-text>
        ${body.join('\n        ')}
        <mj-text>${say(content.signOff)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="13px" color="${colour.muted}">${footer.join('<br />')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  return { mjml, shape: shape.join('.') };
}

const templates = new Map<string, Promise<string>>();

async function compile(mjml: string): Promise<string> {
  // Loaded by the first template: MJML brings about 500 modules (juice, cheerio, lodash…), which every process
  // that imports the engine would otherwise hold, the server's main thread among them, where no mail is written.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'strict', keepComments: false });
  if (errors.length > 0) throw new Error(`MJML: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

/** The HTML part of a mail. */
export async function mailHtml(content: MailContent): Promise<string> {
  const values: string[] = [];
  const { mjml, shape } = mjmlOf(content, values);
  let template = templates.get(shape);
  if (!template) {
    template = compile(mjml);
    templates.set(shape, template);
    template.catch(() => templates.delete(shape));
  }
  return (await template).replace(SLOT, (_, kind: string, n: string) =>
    (kind === 'TEXT' ? textHtml : escapeHtml)(values[Number(n)] ?? ''),
  );
}

/** Both parts of a mail, from the same content. */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  return { html: await mailHtml(content), text: mailText(content) };
}

/** For the tests and the preview: forget the compiled templates, so the next render compiles. */
export function clearMailTemplates(): void {
  templates.clear();
}
