import pg from 'pg';

/**
 * The local stand-in for what hosted Supabase does with a Database Webhook (pg_net) and pg_cron: it calls the
 * calendar-service function's `POST outbox/process` when a booking RPC commits an outbox row (LISTEN
 * calendar_sync, notified by a trigger at commit) and, for retries after a failure, when a queued row becomes
 * due (a clock every `retryEveryMs`). It holds no logic of its own: claiming, idempotency and backoff are in
 * SQL and in the function, so hosted and local behave the same. Off when the app schema has no outbox (the
 * stack's own tests).
 */
export interface CalendarSyncWorkerOptions {
  dbUrl: string;
  /** …/functions/v1/calendar-service/outbox/process through the gateway. */
  processUrl: string;
  serviceRoleKey: string;
  retryEveryMs?: number;
  log: (line: string) => void;
}

export class CalendarSyncWorker {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly o: CalendarSyncWorkerOptions) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.o.dbUrl });
    client.on('error', (error) => this.o.log(`calendar-sync: ${error.message}`));
    await client.connect();
    const { rows } = await client.query(`select to_regclass('private.calendar_sync_outbox') is not null as present`);
    if (!rows[0]?.present) {
      await client.end();
      return;
    }
    this.client = client;
    client.on('notification', () => this.kick());
    await client.query('listen calendar_sync');
    this.timer = setInterval(() => void this.kickIfDue(), this.o.retryEveryMs ?? 2000);
    this.timer.unref?.();
    // rows queued while the stack was down
    this.kick();
  }

  private async kickIfDue(): Promise<void> {
    if (!this.client || this.running) return;
    try {
      const { rows } = await this.client.query(
        `select exists (select 1 from private.calendar_sync_outbox where processed_at is null and failed_at is null
           and next_attempt_at <= now() and (locked_until is null or locked_until < now())) as due`,
      );
      if (rows[0]?.due) this.kick();
    } catch (error) {
      this.o.log(`calendar-sync: ${(error as Error).message}`);
    }
  }

  /** One processing call at a time; a notification during a call asks for one more. */
  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          const res = await fetch(this.o.processUrl, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${this.o.serviceRoleKey}`,
              apikey: this.o.serviceRoleKey,
              'content-type': 'application/json',
            },
            body: '{}',
          });
          const body = (await res.json().catch(() => null)) as { data?: { remaining?: number } } | null;
          if (!res.ok) this.o.log(`calendar-sync: outbox/process answered ${res.status}`);
          else if ((body?.data?.remaining ?? 0) > 0) this.again = true;
        } catch (error) {
          // the functions runtime may still be starting; the retry clock calls again
          this.o.log(`calendar-sync: ${(error as Error).message}`);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}
