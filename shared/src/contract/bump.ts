// The version rule of the @realty/shared contract (scripts/shared-contract.ts, shared/api-report.md): a change of the
// exported surface needs a version that tells remotes what changed, read with npm's caret rule (./index.ts):
//   - an export removed or changed: a breaking bump (major; minor while the major is 0);
//   - exports added only: a compatible bump (minor; patch while the major is 0): a remote using the new export then
//     needs at least that version, and older shells refuse it by name instead of failing with a TypeError.
import { parseVersion } from './index';

export type Bump = 'none' | 'compatible' | 'breaking';

export interface SurfaceChange {
  added: string[];
  removed: string[];
  changed: string[];
}

/** Entries are `name` -> one line describing its kind and type. */
export function compareSurfaces(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): SurfaceChange {
  const added = [...after.keys()].filter((name) => !before.has(name)).sort();
  const removed = [...before.keys()].filter((name) => !after.has(name)).sort();
  const changed = [...after.keys()].filter((name) => before.has(name) && before.get(name) !== after.get(name)).sort();
  return { added, removed, changed };
}

export function requiredBump(change: SurfaceChange): Bump {
  if (change.removed.length > 0 || change.changed.length > 0) return 'breaking';
  return change.added.length > 0 ? 'compatible' : 'none';
}

/** The smallest version after `from` that carries a bump of this kind. */
export function nextVersion(from: string, bump: Exclude<Bump, 'none'>): string {
  const parsed = parseVersion(from);
  if (!parsed) throw new Error(`not a version: ${from}`);
  const [major, minor, patch] = parsed;
  if (bump === 'breaking') return major > 0 ? `${major + 1}.0.0` : `0.${minor + 1}.0`;
  return major > 0 ? `${major}.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/** Whether `to` is a version at least as far after `from` as the bump needs (any version when none is needed). */
export function bumpSatisfied(from: string, to: string, bump: Bump): boolean {
  const target = parseVersion(to);
  if (!target) return false;
  if (bump === 'none') return true;
  return compare(target, parseVersion(nextVersion(from, bump)) ?? [0, 0, 0]) >= 0;
}
