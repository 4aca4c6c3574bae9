/**
 * `npm run mail:preview [folder]`: writes every e-mail the shop sends, in both languages, from sample orders,
 * to mail-preview/<kind>.<locale>.html and .txt (or the folder given), to open in a browser and read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mailHtml } from '#src/commerce/mail/html/render.ts';
import { DEFAULT_SITE_URL } from '#src/config/env.ts';
import { LOCALES } from '#src/i18n/locales.ts';
import { everyMail } from './mail/samples.ts';

const folder = resolve(process.argv[2] ?? 'mail-preview');
const origin = process.env.SITE_URL ?? DEFAULT_SITE_URL;
mkdirSync(folder, { recursive: true });
let written = 0;
for (const locale of LOCALES) {
  for (const mail of everyMail(locale, origin)) {
    const started = performance.now();
    const html = mail.html ?? (mail.content ? await mailHtml(mail.content) : null);
    const ms = performance.now() - started;
    const name = `${mail.kind}.${locale}`;
    writeFileSync(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    if (html) writeFileSync(join(folder, `${name}.html`), html);
    console.log(
      `${name.padEnd(34)} ${html ? `${(html.length / 1024).toFixed(1)} KB` : 'text only'}  ${ms.toFixed(1)} ms`,
    );
    written++;
  }
}
console.log(`${written} e-mails in ${folder}`);
