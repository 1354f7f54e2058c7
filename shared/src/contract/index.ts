// The versioned contract between the shell and the remotes (docs/ARCHITECTURE.md "Deploying a remote").
// `@realty/shared` is one singleton provided by the shell; a remote is built against some version of it and runs
// with whatever the environment's shell provides. This subpath is NOT shared: each package bundles its own copy, so a
// remote can refuse an unsuitable shell even when the shell's copy of @realty/shared predates this module.
// The version comes from shared/package.json at build time (webpack DefinePlugin `__REALTY_SHARED_VERSION__`);
// its exported surface is pinned by shared/api-report.md (`npm run contract:check`).

declare const __REALTY_SHARED_VERSION__: string | undefined;

/** The @realty/shared version this bundle was built with; null outside a webpack build (jest). */
export const BUILT_SHARED_VERSION: string | null = typeof __REALTY_SHARED_VERSION__ === 'string' ? __REALTY_SHARED_VERSION__ : null;

type Semver = [number, number, number];

export function parseVersion(version: string): Semver | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * npm's caret rule for a remote built against `base`: `provided` satisfies `^base` when it is not older and changes
 * nothing left of base's first non-zero part (0.x.y: the minor is the breaking part; 0.0.z: every patch is).
 */
export function satisfiesCaret(provided: string, base: string): boolean {
  const p = parseVersion(provided);
  const b = parseVersion(base);
  if (!p || !b) return false;
  const [pMajor, pMinor, pPatch] = p;
  const [bMajor, bMinor, bPatch] = b;
  if (bMajor > 0) return pMajor === bMajor && (pMinor > bMinor || (pMinor === bMinor && pPatch >= bPatch));
  if (bMinor > 0) return pMajor === 0 && pMinor === bMinor && pPatch >= bPatch;
  return pMajor === 0 && pMinor === 0 && pPatch === bPatch;
}

/** A remote refused because the environment's shell provides an @realty/shared it was not built for. */
export class SharedVersionError extends Error {
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string | null,
  ) {
    super(
      `${remote} needs @realty/shared ${required}, but this environment's shell provides ${provided ?? 'a version without a contract'}: ` +
        'deploy a shell that provides it, or a build of the remote against the shell in place',
    );
    this.name = 'SharedVersionError';
  }
}

/**
 * Refuse to run a remote whose build needs another @realty/shared than the one provided (`SHARED_VERSION` of the
 * shell's copy). Called first by each remote's exposed modules, in the browser and in the server bundles, so nothing
 * of the remote runs against a shared package it was not built for (instead of a TypeError somewhere later).
 */
export function assertSharedContract(remote: string, provided: unknown, builtAgainst: string | null = BUILT_SHARED_VERSION): void {
  if (builtAgainst === null) return; // not a webpack build (jest): one copy of everything
  const providedVersion = typeof provided === 'string' ? provided : null;
  if (providedVersion === null || !satisfiesCaret(providedVersion, builtAgainst)) {
    throw new SharedVersionError(remote, `^${builtAgainst}`, providedVersion);
  }
}

/** dist/contract.json of a build: what the shell provides, or what a remote needs. */
export interface BuildContract {
  package: string;
  provides?: { '@realty/shared': string };
  requires?: { '@realty/shared': string };
}

/** Why a remote's build cannot be deployed next to a shell's build, or null when it can. */
export function deployRefusal(shell: BuildContract, remote: BuildContract): string | null {
  const provided = shell.provides?.['@realty/shared'];
  const required = remote.requires?.['@realty/shared'];
  if (!required) return `${remote.package}: dist/contract.json names no required @realty/shared (rebuild it)`;
  if (!provided) return `the environment's shell names no @realty/shared version (deploy a current shell first)`;
  const base = required.replace(/^\^/, '');
  return satisfiesCaret(provided, base) ? null : new SharedVersionError(remote.package, required, provided).message;
}
