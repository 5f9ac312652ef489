import type { Page } from 'playwright-core';
import { startFrontend, type FrontendOptions, type RunningFrontend } from '../../shell/server/frontend';
import { startLocalStack, type LocalStack } from './local-stack';

export const DEMO_PASSWORD = 'demo-password-1';

export interface RunningApp {
  stack: LocalStack;
  frontend: RunningFrontend;
  url(path: string): string;
  stop(): Promise<void>;
}

/** The app as `npm start` runs it: production builds on their own origins over a freshly seeded local stack. */
export async function startApp(options: Omit<FrontendOptions, 'supabase'> = {}): Promise<RunningApp> {
  const stack = await startLocalStack();
  // A frontend that cannot start (a port in use) must not leave the stack running: jest would never exit.
  const frontend = await startFrontend({
    ...options,
    supabase: { url: stack.apiUrl, anonKey: stack.anonKey },
    vipps: stack.digitalId,
  }).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  return {
    stack,
    frontend,
    url: (path) => `${frontend.shellUrl}${path}`,
    stop: async () => {
      await frontend.close();
      await stack.stop();
    },
  };
}

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form and waits for the calendar, where an admitted therapist lands. */
export async function signIn(page: Page, app: RunningApp, email = 'therapist@demo.clinic'): Promise<void> {
  await page.goto(app.url('/login'));
  await fillSignIn(page, email);
  await page.locator('[data-remote="mf-calendar"] h1').waitFor({ timeout: 15_000 });
}

/** The newest mail to an address in the stack's inbox (Mailpit-compatible API). */
export async function latestMailTo(
  app: RunningApp,
  address: string,
): Promise<{ Subject: string; Text: string; HTML: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const list = (await (
      await fetch(`${app.stack.inboxUrl}/api/v1/messages?to=${encodeURIComponent(address)}`)
    ).json()) as {
      messages: Array<{ ID: string }>;
    };
    const newest = list.messages[0];
    if (newest)
      return (await (await fetch(`${app.stack.inboxUrl}/api/v1/message/${newest.ID}`)).json()) as never;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address}`);
}
