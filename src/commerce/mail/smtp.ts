/**
 * Delivery of the outbox through SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example.com).
 * A mail is claimed for a while by one statement (FOR UPDATE SKIP LOCKED), sent
 * outside any transaction (a slow mail server must not hold the database), then
 * stamped sent. Two server processes never send one mail at the same time; a
 * failure is recorded and retried, up to MAX_ATTEMPTS.
 */
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/index.ts';

export interface MailSender {
  /** Delivers what is waiting; returns how many were sent. */
  deliverPending(): Promise<number>;
  close(): void;
}

export const MAX_ATTEMPTS = 5;

interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
}

export function smtpSender(db: Db, smtpUrl: string, from: string): MailSender {
  // Made by the first delivery: nodemailer is loaded then, not by every process that imports the engine.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: mailer }) => mailer.createTransport(smtpUrl)));
  return {
    async deliverPending() {
      const mailer = await transportOf();
      let sent = 0;
      for (;;) {
        const { rows } = await db.query<Claimed>(
          `UPDATE outbox SET attempts = attempts + 1, claimed_until = now() + interval '2 minutes'
           WHERE id = (SELECT id FROM outbox
                       WHERE sent_at IS NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
                       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING id, recipient, subject, text_body, html_body, headers`,
          [MAX_ATTEMPTS],
        );
        const mail = rows[0];
        if (!mail) return sent;
        try {
          await mailer.sendMail({
            from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body ?? undefined,
            headers: mail.headers ?? undefined,
          });
          await db.query('UPDATE outbox SET sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1', [
            mail.id,
          ]);
          sent++;
        } catch (error) {
          await db.query('UPDATE outbox SET claimed_until = NULL, last_error = $2 WHERE id = $1', [
            mail.id,
            (error as Error).message.slice(0, 500),
          ]);
          return sent;
        }
      }
    },
    close: () => void transport?.then((mailer) => mailer.close()),
  };
}
