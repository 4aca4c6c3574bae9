import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, readOutbox } from '#src/commerce/mail/outbox.ts';
import { openCommerce, type LocalCommerce } from '#src/commerce/runtime.ts';
import { freePort } from '../support/server.ts';

/** Just enough SMTP to take mail from nodemailer: what a real mail server would have received. */
function smtpServer(received: string[]): Server {
  return createServer((socket) => {
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    let message: string | null = null;
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== null) {
          if (line === '.') {
            received.push(message);
            message = null;
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' ? '250 test\r\n' : '250 ok\r\n');
      }
    });
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('e-mail through SMTP_URL', () => {
  const received: string[] = [];
  let server: Server;
  let commerce: LocalCommerce;
  beforeAll(async () => {
    const port = await freePort();
    server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    commerce = await openCommerce({
      databaseUrl: 'memory://',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Lucky Shoes <shop@example.com>',
    });
  });
  afterAll(async () => {
    await commerce?.close();
    server?.close();
  });

  /** Queues one mail, starts the delivery and waits until the mail's outbox row is `done`. */
  async function deliver(
    mail: { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> },
    done: (row: Awaited<ReturnType<typeof readOutbox>>[number]) => boolean,
  ) {
    await commerce.db.transaction((tx) => enqueueMail(tx, { kind: 'test', ...mail }));
    commerce.deliverMail();
    const [row] = await until(
      () => readOutbox(commerce.db, { to: mail.to }),
      (rows) => rows[0] !== undefined && done(rows[0]),
    );
    return row!;
  }

  it('sends what the outbox holds and stamps it sent', async () => {
    const mail = await deliver(
      { to: 'sara@example.com', subject: 'Your order #1001', text: 'Thank you.' },
      (row) => row.sentAt != null,
    );
    expect(mail).toMatchObject({ subject: 'Your order #1001', lastError: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your order #1001');
    expect(received[0]).toContain('To: sara@example.com');
    expect(received[0]).toContain('Thank you.');
  });

  it('sends the HTML part as the alternative, and a marketing mail with its List-Unsubscribe headers', async () => {
    const unsubscribe =
      '<https://shop.example/api/unsubscribe?token=abc>, <mailto:care@luckyshoes.ae?subject=unsubscribe>';
    await deliver(
      {
        to: 'noor@example.com',
        subject: 'Back in stock',
        text: 'Good news.',
        html: '<!doctype html><html lang="en"><body><p>Good news.</p></body></html>',
        headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      (row) => row.sentAt != null,
    );
    const message = received.find((m) => m.includes('To: noor@example.com'))!;
    expect(message).toContain('multipart/alternative');
    expect(message).toContain('Content-Type: text/html');
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(message.replace(/\n\s+/g, ' ')).toContain(`List-Unsubscribe: ${unsubscribe}`);
  });

  it('keeps a mail the server refused, with the reason, to try again later', async () => {
    // Closed means no longer listening and the last delivery's connection ended.
    await new Promise((r) => server.close(r));
    const mail = await deliver(
      { to: 'layla@example.com', subject: 'Reset', text: 'Link' },
      (row) => row.lastError != null,
    );
    expect(mail.sentAt).toBeNull();
    expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
