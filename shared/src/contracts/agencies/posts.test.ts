import { translatePost } from './posts';

describe('translatePost', () => {
  it('shows the usual job titles in the reader language, whatever language they were typed in', () => {
    expect(translatePost('Sales agent', 'tr')).toBe('Satış danışmanı');
    expect(translatePost('Sales agent', 'ru')).toBe('Агент по продажам');
    expect(translatePost('Director', 'ru')).toBe('Директор');
    expect(translatePost('DIRECTOR', 'tr')).toBe('Müdür');
    expect(translatePost('  satış   DANIŞMANI ', 'en')).toBe('Sales agent');
    expect(translatePost('Директор', 'en')).toBe('Director');
    expect(translatePost('Senior agent', 'ru')).toBe('Старший агент');
  });

  it('keeps anything else as typed and nothing as nothing', () => {
    expect(translatePost('Head of Russian desk', 'tr')).toBe('Head of Russian desk');
    expect(translatePost('  ', 'en')).toBeNull();
    expect(translatePost(null, 'en')).toBeNull();
  });
});
