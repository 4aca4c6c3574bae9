/**
 * A minimal SMTP server on localhost that keeps every message it receives, so
 * that a test can start the shop with SMTP_URL pointing here and read the
 * mails the shop sends (reset links, order confirmations) the way a shopper
 * would. It speaks just enough SMTP for nodemailer: no TLS, no auth.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { listenOnFreePort } from './server.ts';

export interface CaughtMail {
  from: string;
  to: string[];
  /** Headers and body as sent (quoted-printable decoded, soft line breaks joined). */
  text: string;
}

export interface MailCatcher {
  smtpUrl: string;
  mails: CaughtMail[];
  /** Resolves with the first mail to `to` that matches, waiting for it to arrive. */
  waitFor(to: string, match?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function serve(socket: Socket, keep: (mail: CaughtMail) => void): void {
  let buffer = '';
  let inData = false;
  let mail: CaughtMail = { from: '', to: [], text: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 mail-catcher ready');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        const raw = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        inData = false;
        keep({ ...mail, text: decodeQuotedPrintable(Buffer.from(raw, 'latin1').toString('utf8')) });
        mail = { from: '', to: [], text: '' };
        reply('250 queued');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 mail-catcher');
      else if (verb === 'MAIL') {
        mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 ok');
      } else if (verb === 'RCPT') {
        mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 go ahead');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    }
  });
  socket.on('error', () => socket.destroy());
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, (mail) => {
      mails.push(mail);
      for (const wake of waiters.splice(0)) wake();
    });
  });
  const port = await listenOnFreePort(server);
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, match = () => true) {
      const find = () => mails.find((mail) => mail.to.includes(to) && match(mail));
      for (;;) {
        const found = find();
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
