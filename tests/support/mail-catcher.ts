/**
 * A minimal SMTP server on localhost that keeps every message it receives, so
 * that a test can start the shop with SMTP_URL pointing here and read the
 * mails the shop sends (reset links, order confirmations) the way a shopper
 * would. It speaks just enough SMTP for nodemailer: no TLS, no auth.
 */
import { createServer as createHttpServer } from 'node:http';
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
  /**
   * Where test files read the mail over HTTP, when the catcher runs in another process (the browser tests'
   * global set-up): see readMailbox.
   */
  mailboxUrl: string;
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
  /** Resolves with the index of the first mail to `to` from index `from` on, waiting for one to arrive. */
  async function next(to: string, from: number): Promise<number> {
    for (;;) {
      const index = mails.findIndex((mail, i) => i >= from && mail.to.includes(to));
      if (index >= 0) return index;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  // GET /next?to=ADDRESS&from=N answers the first mail to ADDRESS from the Nth on, once there is one.
  const mailbox = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const to = url.searchParams.get('to') ?? '';
    void next(to, Number(url.searchParams.get('from') ?? 0)).then((index) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ index, mail: mails[index] }));
    });
  });
  const [port, mailboxPort] = await Promise.all([listenOnFreePort(server), listenOnFreePort(mailbox)]);
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
    mails,
    async waitFor(to, match = () => true) {
      for (let from = 0; ;) {
        const index = await next(to, from);
        if (match(mails[index]!)) return mails[index]!;
        from = index + 1;
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      mailbox.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => mailbox.close(() => resolve())),
      ]);
    },
  };
}

/** The mail a catcher running in another process has received, read through its mailboxUrl. */
export function readMailbox(mailboxUrl: string): Pick<MailCatcher, 'waitFor'> {
  return {
    async waitFor(to, match = () => true) {
      for (let from = 0; ;) {
        const url = `${mailboxUrl}/next?to=${encodeURIComponent(to)}&from=${from}`;
        const { index, mail } = (await (await fetch(url)).json()) as { index: number; mail: CaughtMail };
        if (match(mail)) return mail;
        from = index + 1;
      }
    },
  };
}
