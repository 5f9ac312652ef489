import crypto from 'node:crypto';
import type http from 'node:http';

export interface MailMessage {
  ID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one mail adapter of the local stack: every mail is kept in memory and shown on the inbox page. */
export class Inbox {
  messages: MailMessage[] = [];
  constructor(private from = 'noreply@localhost') {}

  send(mail: OutgoingMail & { from?: string }): MailMessage {
    const msg: MailMessage = {
      ID: crypto.randomUUID(),
      From: { Name: mail.from ? '' : 'Local stack', Address: mail.from ?? this.from },
      To: [{ Name: '', Address: mail.to }],
      Subject: mail.subject,
      Created: new Date().toISOString(),
      Text: mail.text,
      HTML: mail.html,
    };
    this.messages.unshift(msg);
    if (this.messages.length > 500) this.messages.length = 500;
    return msg;
  }

  /** A Mailpit-compatible subset (the CLI's inbox), so test helpers work against either. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const p = url.pathname;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (p === '/api/v1/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? this.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === to)) : this.messages;
      return json(200, {
        total: list.length,
        messages: list.map(({ Text, HTML: _html, ...m }) => ({ ...m, Snippet: Text.slice(0, 200) })),
      });
    }
    if (p === '/api/v1/send' && req.method === 'POST') {
      // Mailpit's send API: how edge functions deliver mail locally (functions/_shared/mail.ts).
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString('utf8');
        if (body.length > 5_000_000) req.destroy();
      });
      req.on('end', () => {
        try {
          const m = JSON.parse(body) as {
            From?: { Email?: string };
            To?: { Email?: string }[];
            Subject?: string;
            Text?: string;
            HTML?: string;
          };
          const to = m.To?.[0]?.Email;
          if (!to) return json(400, { error: 'To is required' });
          const msg = this.send({
            to,
            from: m.From?.Email,
            subject: String(m.Subject ?? ''),
            text: String(m.Text ?? ''),
            html: String(m.HTML ?? ''),
          });
          json(200, { ID: msg.ID });
        } catch {
          json(400, { error: 'invalid JSON' });
        }
      });
      return;
    }
    if (p === '/api/v1/messages' && req.method === 'DELETE') {
      this.messages = [];
      return json(200, {});
    }
    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(p);
    if (one && req.method === 'GET') {
      const m = this.messages.find((x) => x.ID === one[1]);
      return m ? json(200, m) : json(404, { error: 'not found' });
    }
    const view = /^\/view\/([^/]+)$/.exec(p);
    if (view) {
      const m = this.messages.find((x) => x.ID === view[1]);
      res.writeHead(m ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(m ? m.HTML : 'not found');
      return;
    }
    if (p === '/' || p === '/index.html') {
      const rows = this.messages
        .map(
          (m) =>
            `<tr><td>${esc(m.Created)}</td><td>${esc(m.To.map((t) => t.Address).join(', '))}</td>` +
            `<td><a href="/view/${m.ID}">${esc(m.Subject)}</a></td></tr>`,
        )
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><meta charset="utf-8"><title>Local inbox</title>` +
          `<style>body{font-family:sans-serif;margin:2rem}td,th{padding:.3rem .8rem;text-align:left}</style></head>` +
          `<body><h1>Local inbox</h1><p>${this.messages.length} message(s). Mail sent by the local stack never leaves this machine.</p>` +
          `<table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`,
      );
      return;
    }
    json(404, { error: 'not found' });
  }
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
