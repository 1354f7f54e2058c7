import { assertSharedContract, deployRefusal, satisfiesCaret, SharedVersionError } from './index';
import { bumpSatisfied, compareSurfaces, nextVersion, requiredBump } from './bump';

describe('the @realty/shared contract', () => {
  it('reads versions with the caret rule, 0.x minors being breaking', () => {
    expect(satisfiesCaret('0.2.3', '0.2.1')).toBe(true);
    expect(satisfiesCaret('0.2.0', '0.2.1')).toBe(false);
    expect(satisfiesCaret('0.3.0', '0.2.1')).toBe(false);
    expect(satisfiesCaret('1.4.0', '1.2.9')).toBe(true);
    expect(satisfiesCaret('2.0.0', '1.2.9')).toBe(false);
    expect(satisfiesCaret('0.0.3', '0.0.3')).toBe(true);
    expect(satisfiesCaret('0.0.4', '0.0.3')).toBe(false);
    expect(satisfiesCaret('soon', '0.1.0')).toBe(false);
  });

  it('refuses a remote built against a newer shared with a named error', () => {
    expect(() => assertSharedContract('mf-blog', '0.1.0', '0.1.0')).not.toThrow();
    expect(() => assertSharedContract('mf-blog', '0.1.4', '0.1.2')).not.toThrow();
    let error: unknown;
    try {
      assertSharedContract('mf-blog', '0.1.0', '0.2.0');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SharedVersionError);
    expect(error).toMatchObject({ name: 'SharedVersionError', remote: 'mf-blog', required: '^0.2.0', provided: '0.1.0' });
    expect((error as Error).message).toBe(
      "mf-blog needs @realty/shared ^0.2.0, but this environment's shell provides 0.1.0: deploy a shell that provides it, or a build of the remote against the shell in place",
    );
    expect(() => assertSharedContract('mf-auth', undefined, '0.1.0')).toThrow('mf-auth needs @realty/shared ^0.1.0, but this environment\'s shell provides a version without a contract');
    expect(() => assertSharedContract('mf-auth', undefined, null)).not.toThrow();
  });

  it('refuses a deploy whose remote needs a shared the shell does not provide', () => {
    const shell = { package: 'shell', provides: { '@realty/shared': '0.1.3' } } as const;
    expect(deployRefusal(shell, { package: 'mf-blog', requires: { '@realty/shared': '^0.1.2' } })).toBeNull();
    expect(deployRefusal(shell, { package: 'mf-blog', requires: { '@realty/shared': '^0.2.0' } })).toMatch(/^mf-blog needs @realty\/shared \^0\.2\.0, but this environment's shell provides 0\.1\.3/);
    expect(deployRefusal({ package: 'shell' }, { package: 'mf-blog', requires: { '@realty/shared': '^0.1.0' } })).toMatch(/names no @realty\/shared version/);
    expect(deployRefusal(shell, { package: 'mf-blog' })).toMatch(/mf-blog: dist\/contract.json names no required/);
  });

  it('asks for a breaking bump on a removed or changed export and a compatible one on an addition', () => {
    const before = new Map([
      ['a', 'function a(): void'],
      ['b', 'const b: number'],
    ]);
    const added = compareSurfaces(before, new Map([...before, ['c', 'const c: string']]));
    expect(added).toEqual({ added: ['c'], removed: [], changed: [] });
    expect(requiredBump(added)).toBe('compatible');
    expect(requiredBump(compareSurfaces(before, new Map([['a', 'function a(): void']])))).toBe('breaking');
    expect(requiredBump(compareSurfaces(before, new Map([['a', 'function a(x: string): void'], ['b', 'const b: number']])))).toBe('breaking');
    expect(requiredBump(compareSurfaces(before, before))).toBe('none');
    expect(nextVersion('0.1.0', 'compatible')).toBe('0.1.1');
    expect(nextVersion('0.1.4', 'breaking')).toBe('0.2.0');
    expect(nextVersion('1.2.3', 'compatible')).toBe('1.3.0');
    expect(nextVersion('1.2.3', 'breaking')).toBe('2.0.0');
    expect(bumpSatisfied('0.1.0', '0.1.0', 'compatible')).toBe(false);
    expect(bumpSatisfied('0.1.0', '0.1.1', 'compatible')).toBe(true);
    expect(bumpSatisfied('0.1.0', '0.1.1', 'breaking')).toBe(false);
    expect(bumpSatisfied('0.1.0', '0.2.0', 'breaking')).toBe(true);
    expect(bumpSatisfied('0.1.0', '0.1.0', 'none')).toBe(true);
  });
});
