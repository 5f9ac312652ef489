// The one mail adapter for edge functions (invitations, invoices, …), configured by env:
//   SMTP_HOST [SMTP_PORT=587] [SMTP_SECURE=starttls|tls|none] [SMTP_USER SMTP_PASS] [SMTP_FROM]
//     → sends by SMTP (production: set these as function secrets);
//   otherwise MAIL_INBOX_URL (injected by the local stack) → the local inbox page (Mailpit's send API).
// Auth mails (password recovery) are not sent here: hosted Supabase Auth sends them with the project's
// SMTP settings, and the local stack's auth service puts them in the inbox itself.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  const host = Deno.env.get('SMTP_HOST');
  if (host) return sendSmtp(mail, host);
  const inbox = Deno.env.get('MAIL_INBOX_URL');
  if (inbox) return sendToInbox(mail, inbox);
  throw new Error('no mail transport configured: set SMTP_HOST (or run under the local stack)');
}

async function sendToInbox(mail: Mail, inbox: string): Promise<void> {
  const res = await fetch(`${inbox}/api/v1/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      From: { Email: mail.from ?? Deno.env.get('SMTP_FROM') ?? 'noreply@localhost' },
      To: [{ Email: mail.to }],
      Subject: mail.subject,
      Text: mail.text,
      HTML: mail.html ?? '',
    }),
  });
  if (!res.ok) throw new Error(`inbox refused the mail: ${res.status} ${await res.text()}`);
}

const enc = new TextEncoder();
const dec = new TextDecoder();

class SmtpConnection {
  private buffer = '';
  constructor(private conn: Deno.Conn) {}

  /** Reads one (possibly multi-line) reply and checks its code. */
  async expect(codes: number[]): Promise<string> {
    for (;;) {
      const lines = this.buffer.split('\r\n');
      const done = lines.findIndex((l) => /^\d{3} /.test(l));
      if (done !== -1) {
        const reply = lines.slice(0, done + 1).join('\n');
        this.buffer = lines.slice(done + 1).join('\r\n');
        const code = Number(lines[done]!.slice(0, 3));
        if (!codes.includes(code)) throw new Error(`SMTP: unexpected reply ${reply}`);
        return reply;
      }
      const chunk = new Uint8Array(4096);
      const n = await this.conn.read(chunk);
      if (n === null) throw new Error('SMTP: connection closed');
      this.buffer += dec.decode(chunk.subarray(0, n));
    }
  }

  async command(line: string, codes: number[]): Promise<string> {
    await this.write(`${line}\r\n`);
    return this.expect(codes);
  }

  async write(data: string): Promise<void> {
    const bytes = enc.encode(data);
    for (let off = 0; off < bytes.length; ) off += await this.conn.write(bytes.subarray(off));
  }

  close() {
    try {
      this.conn.close();
    } catch {
      /* already closed */
    }
  }
}

function header(value: string): string {
  // RFC 2047 encoded-word for non-ASCII subjects.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${btoa(String.fromCharCode(...enc.encode(value)))}?=`;
}

function base64Lines(s: string): string {
  const b64 = btoa(String.fromCharCode(...enc.encode(s)));
  return b64.replace(/.{1,76}/g, '$&\r\n');
}

async function sendSmtp(mail: Mail, host: string): Promise<void> {
  const secure = Deno.env.get('SMTP_SECURE') ?? 'starttls';
  const port = Number(Deno.env.get('SMTP_PORT') ?? (secure === 'tls' ? 465 : 587));
  const from = mail.from ?? Deno.env.get('SMTP_FROM') ?? `noreply@${host}`;
  let conn: Deno.Conn =
    secure === 'tls' ? await Deno.connectTls({ hostname: host, port }) : await Deno.connect({ hostname: host, port });
  let smtp = new SmtpConnection(conn);
  try {
    await smtp.expect([220]);
    let ehlo = await smtp.command('EHLO localhost', [250]);
    if (secure === 'starttls') {
      if (!/STARTTLS/i.test(ehlo)) throw new Error('SMTP: server does not offer STARTTLS');
      await smtp.command('STARTTLS', [220]);
      conn = await Deno.startTls(conn as Deno.TcpConn, { hostname: host });
      smtp = new SmtpConnection(conn);
      ehlo = await smtp.command('EHLO localhost', [250]);
    }
    const user = Deno.env.get('SMTP_USER');
    if (user) {
      const token = btoa(`\u0000${user}\u0000${Deno.env.get('SMTP_PASS') ?? ''}`);
      await smtp.command(`AUTH PLAIN ${token}`, [235]);
    }
    await smtp.command(`MAIL FROM:<${from}>`, [250]);
    await smtp.command(`RCPT TO:<${mail.to}>`, [250, 251]);
    await smtp.command('DATA', [354]);
    const boundary = `b${crypto.randomUUID()}`;
    const head = [
      `From: ${from}`,
      `To: ${mail.to}`,
      `Subject: ${header(mail.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${crypto.randomUUID()}@${host}>`,
      'MIME-Version: 1.0',
    ];
    const body = mail.html
      ? [
          `Content-Type: multipart/alternative; boundary="${boundary}"`,
          '',
          `--${boundary}`,
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: base64',
          '',
          base64Lines(mail.text),
          `--${boundary}`,
          'Content-Type: text/html; charset=utf-8',
          'Content-Transfer-Encoding: base64',
          '',
          base64Lines(mail.html),
          `--${boundary}--`,
        ]
      : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(mail.text)];
    // base64 bodies never start a line with '.', so no dot-stuffing is needed.
    await smtp.write(`${[...head, ...body].join('\r\n')}\r\n.\r\n`);
    await smtp.expect([250]);
    await smtp.command('QUIT', [221]).catch(() => '');
  } finally {
    smtp.close();
  }
}
