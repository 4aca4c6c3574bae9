/**
 * The shop's e-mail: written to the outbox table inside the transaction that
 * causes it (an order and its confirmation commit together, or neither), read
 * by a developer with `npm run shop -- outbox`, delivered by SMTP when
 * SMTP_URL is set (./smtp.ts).
 */
import { envVar } from '#src/config/env.ts';
import type { Queryable } from '../db/index.ts';
import type { MailContent } from './html/content.ts';
import { mailHtml } from './html/render.ts';

/** The shop's public address, for the links in e-mails written outside a request (SITE_URL). */
export const mailOrigin = (): string => envVar('SITE_URL') ?? 'http://localhost:4321';

export interface OutgoingMail {
  /** What the mail is, for reading the outbox: 'order-confirmation', 'password-reset'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What the mail says, as structure (./html/content.ts): when given, the outbox writes the HTML part from it
   * (and `text` is `mailText(content)`, so the two parts carry the same words).
   */
  content?: MailContent;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on a marketing mail. */
  headers?: Record<string, string>;
}

export interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const html = mail.html ?? (mail.content ? await mailHtml(mail.content) : null);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (kind, recipient, subject, text_body, html_body, headers)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [mail.kind, mail.to, mail.subject, mail.text, html, mail.headers ? JSON.stringify(mail.headers) : null],
  );
  return rows[0]!.id;
}

const SELECT = `SELECT id, kind, recipient AS "to", subject, text_body AS text, html_body AS html, headers,
  created_at AS "createdAt", sent_at AS "sentAt", last_error AS "lastError" FROM outbox`;

/** Newest first. */
export async function readOutbox(db: Queryable, options: { limit?: number; to?: string } = {}): Promise<OutboxEntry[]> {
  const { rows } = await db.query<OutboxEntry>(
    `${SELECT} WHERE ($2::text IS NULL OR lower(recipient) = lower($2)) ORDER BY id DESC LIMIT $1`,
    [options.limit ?? 20, options.to ?? null],
  );
  return rows;
}
