// The part of npm `oidc-provider` (v9, no bundled types) that local/oidc.ts uses.
declare module 'oidc-provider' {
  import type http from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcContext {
    oidc: { result?: { login?: unknown } };
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean);
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export const interactionPolicy: {
    Check: typeof Check;
    base(): { get(name: string): { checks: { add(check: Check): void } } };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    issuer: string;
    proxy: boolean;
    Client: { prototype: { redirectUriAllowed(this: { clientId: string }, value: string): boolean } };
    Grant: {
      new (options: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
    interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: http.IncomingMessage,
      res: http.ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
