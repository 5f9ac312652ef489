import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { denoBinary } from '../local/functions.ts';
import { startTestStack } from './helpers.ts';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'send-mail.deno.ts');
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;

before(async () => {
  stack = await startTestStack({ functions: false });
});
after(async () => {
  await stack?.cleanup();
});

function runAdapter(env: Record<string, string>, mail: object) {
  return promisify(execFile)(denoBinary(), ['run', '--allow-all', '--no-prompt', '--quiet', SCRIPT], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', MAIL_JSON: JSON.stringify(mail), ...env },
    cwd: path.dirname(SCRIPT),
  });
}

/** A minimal SMTP server that records one session. */
function fakeSmtp(): Promise<{ port: number; session: Promise<string[]>; close(): void }> {
  return new Promise((resolve) => {
    let done!: (lines: string[]) => void;
    const session = new Promise<string[]>((r) => (done = r));
    const server = net.createServer((sock) => {
      const seen: string[] = [];
      let inData = false;
      let buf = '';
      sock.write('220 fake ESMTP\r\n');
      sock.on('data', (chunk) => {
        buf += chunk.toString('utf8');
        let i: number;
        while ((i = buf.indexOf('\r\n')) !== -1) {
          const line = buf.slice(0, i);
          buf = buf.slice(i + 2);
          seen.push(line);
          if (inData) {
            if (line === '.') {
              inData = false;
              sock.write('250 queued\r\n');
            }
            continue;
          }
          const cmd = line.split(' ')[0]!.toUpperCase();
          if (cmd === 'EHLO') sock.write('250-fake\r\n250 AUTH PLAIN\r\n');
          else if (cmd === 'AUTH') sock.write('235 ok\r\n');
          else if (cmd === 'MAIL' || cmd === 'RCPT') sock.write('250 ok\r\n');
          else if (cmd === 'DATA') {
            inData = true;
            sock.write('354 go\r\n');
          } else if (cmd === 'QUIT') {
            sock.end('221 bye\r\n');
            done(seen);
          } else sock.write('500 what\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, session, close: () => server.close() });
    });
  });
}

describe('mail adapter for edge functions', () => {
  const mail = { to: 'patient@example.com', subject: 'Invoice 42 – æøå', text: 'Amount due: 500 NOK', html: '<p>500 NOK</p>' };

  it('delivers to the local inbox when no SMTP is configured', async () => {
    await runAdapter({ MAIL_INBOX_URL: stack.inboxUrl }, mail);
    const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?to=patient@example.com`)).json()) as {
      messages: { ID: string; Subject: string }[];
    };
    assert.equal(list.messages[0]?.Subject, mail.subject);
    const msg = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${list.messages[0]!.ID}`)).json()) as {
      Text: string;
      HTML: string;
    };
    assert.equal(msg.Text, mail.text);
    assert.equal(msg.HTML, mail.html);
  });

  it('sends by SMTP when SMTP_HOST is set', async () => {
    const smtp = await fakeSmtp();
    try {
      await runAdapter(
        {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtp.port),
          SMTP_SECURE: 'none',
          SMTP_USER: 'mailer',
          SMTP_PASS: 'secret',
          SMTP_FROM: 'clinic@example.com',
          MAIL_INBOX_URL: stack.inboxUrl,
        },
        mail,
      );
      const lines = await smtp.session;
      assert.ok(lines.includes('MAIL FROM:<clinic@example.com>'));
      assert.ok(lines.includes('RCPT TO:<patient@example.com>'));
      assert.ok(lines.some((l) => l.startsWith('AUTH PLAIN ')));
      assert.ok(lines.some((l) => l.startsWith('Subject: =?UTF-8?B?')));
      const text = lines.find((l) => /^[A-Za-z0-9+/=]+$/.test(l) && l.length > 8)!;
      assert.equal(Buffer.from(text, 'base64').toString('utf8'), mail.text);
    } finally {
      smtp.close();
    }
  });
});
