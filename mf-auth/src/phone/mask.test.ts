import { applyMask, capacity, digitsOnly, fullNumber, templateOf } from './mask';

describe('phone mask', () => {
  it('fills the template underscores with digits only', () => {
    expect(applyMask('(___) ___ __ __', '5321234567')).toBe('(532) 123 45 67');
    expect(applyMask('(___) ___ __ __', 'a5b3c2 1-2')).toBe('(532) 12');
    expect(applyMask('(___) ___ __ __', '+++')).toBe('');
  });

  it('stops after the last digit typed and ignores extra digits', () => {
    expect(applyMask('(___) ___ __ __', '532')).toBe('(532');
    expect(applyMask('(___) ___ __ __', '53212345679999')).toBe('(532) 123 45 67');
  });

  it('drops the trunk prefix 0 (the calling code replaces it)', () => {
    expect(applyMask(templateOf('TR'), '0532 123 45 67')).toBe('(532) 123 45 67');
  });

  it('builds the full number with the calling code, Turkey by default', () => {
    expect(fullNumber('TR', '(532) 123 45 67')).toBe('+905321234567');
    expect(fullNumber('RU', '(912) 345-67-89')).toBe('+79123456789');
    expect(fullNumber('TR', '')).toBe('');
  });

  it('knows template capacities and strips non-digits', () => {
    expect(capacity(templateOf('TR'))).toBe(10);
    expect(capacity(templateOf('UA'))).toBe(9);
    expect(digitsOnly('+90 (532)')).toBe('90532');
  });
});
