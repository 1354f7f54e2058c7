// GET /{lang}/api/data/currency: TRY, USD, EUR, RUB with rate (TRY per unit) and symbol.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCIES, CURRENCY_SYMBOLS, currencyReplySchema, type CurrencyEntry, type CurrencyCode } from '@realty/shared/schemas';
import { publicCache } from '../../../http-cache';
import { publicRoute } from '../../route-options';

const NAMES: Record<string, Record<CurrencyCode, string>> = {
  tr: { TRY: 'Türk lirası', USD: 'ABD doları', EUR: 'Euro', RUB: 'Rus rublesi' },
  en: { TRY: 'Turkish lira', USD: 'US dollar', EUR: 'Euro', RUB: 'Russian rouble' },
  ru: { TRY: 'Турецкая лира', USD: 'Доллар США', EUR: 'Евро', RUB: 'Российский рубль' },
};

const route: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/currency',
    publicRoute('data', 'Currencies with rate (TRY per unit) and symbol', { response: { 200: currencyReplySchema } }),
    async (request, reply) => {
      const { rates, date } = await fastify.catalog.rates();
      const names = NAMES[request.lang] ?? NAMES.en;
      const entry = (code: CurrencyCode): CurrencyEntry => ({ code, symbol: CURRENCY_SYMBOLS[code], rate: rates[code], name: names?.[code] ?? code });
      const data = Object.fromEntries(CURRENCIES.map((c) => [c, entry(c)])) as Record<CurrencyCode, CurrencyEntry>;
      return publicCache(reply, 600).send({ data, meta: { base: 'TRY' as const, updated_at: date } });
    },
  );
};

export default route;
