import { convertPrice, formatArea, formatDate, formatMoney, formatNumber, formatPrice } from './format';

describe('formatting', () => {
  it('formats prices with symbols per language', () => {
    expect(formatPrice(1250000, 'TRY', 'tr')).toBe('₺1.250.000');
    expect(formatPrice(1250000, 'EUR', 'en')).toBe('€1,250,000');
    expect(formatPrice(1250000, 'RUB', 'ru')).toMatch(/^1\s250\s000\s₽$/);
    expect(formatPrice(99.6, 'USD', 'en')).toBe('$100');
  });

  it('formats invoice amounts to the kuruş', () => {
    expect(formatMoney(1800, 'TRY', 'tr')).toBe('₺1.800,00');
    expect(formatMoney(1800.5, 'TRY', 'en')).toBe('₺1,800.50');
    expect(formatMoney(2345.06, 'RUB', 'ru')).toMatch(/^2\s345,06\s₽$/);
  });

  it('formats numbers, areas and dates per locale', () => {
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'tr', 1)).toBe('1.234,5');
    expect(formatArea(85, 'en')).toBe('85\u00a0m²');
    expect(formatArea(85, 'ru')).toBe('85\u00a0м²');
    expect(formatDate('2024-03-05T12:00:00Z', 'en')).toBe('5 March 2024');
    expect(formatDate('2024-03-05T12:00:00Z', 'tr')).toBe('5 Mart 2024');
    expect(formatDate('nope', 'en')).toBe('');
  });

  it('converts through TRY rates', () => {
    expect(convertPrice(100, 'EUR', 'TRY', { EUR: 35 })).toBe(3500);
    expect(convertPrice(3500, 'TRY', 'EUR', { EUR: 35 })).toBe(100);
    expect(convertPrice(1, 'USD', 'RUB', { USD: 32 })).toBeNull();
  });
});
