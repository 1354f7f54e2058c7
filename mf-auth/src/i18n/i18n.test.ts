import en from './en.json';
import tr from './tr.json';
import ru from './ru.json';

const keys = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object'
    ? Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('auth translations', () => {
  it('tr, en and ru have the same keys and no empty text', () => {
    expect(keys(tr)).toEqual(keys(en));
    expect(keys(ru)).toEqual(keys(en));
    for (const tree of [tr, en, ru]) {
      const texts = keys(tree).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree));
      expect(texts.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });
});
