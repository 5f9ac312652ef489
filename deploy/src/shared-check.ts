import { satisfies } from './version-range';

/** The parts of a federation manifest (mf-manifest.json) the deploy reads. */
export interface FederationManifest {
  name: string;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
  exposes?: Array<{ name?: string; path: string }>;
}

/**
 * What a remote needs from the shell that hosts it: every library it shares must be provided by the shell in a
 * version inside the remote's range. The shell provides every singleton before any remote loads
 * (`shareStrategy: 'loaded-first'`) and remotes are built with `externalRuntime`, so a library the shell does
 * not provide, or provides in a version outside the range, breaks the remote at run time (a second React, a
 * missing module, or the federation runtime's own version error). Returns one sentence per problem.
 */
export function sharedProblems(remote: FederationManifest, shell: FederationManifest): string[] {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry]));
  const problems: string[] = [];
  for (const needed of remote.shared ?? []) {
    const range = typeof needed.requiredVersion === 'string' ? needed.requiredVersion : '*';
    const offer = provided.get(needed.name);
    if (!offer) {
      problems.push(`${needed.name} ${range}: the shell does not provide it`);
      continue;
    }
    if (!offer.version) {
      problems.push(`${needed.name} ${range}: the shell provides it without a version`);
      continue;
    }
    if (!satisfies(offer.version, range)) {
      problems.push(`${needed.name} ${range}: the shell provides ${offer.version}`);
    }
  }
  return problems;
}
