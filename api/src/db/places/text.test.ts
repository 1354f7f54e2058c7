import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldTurkish, searchKey, slugify, transliterateRu } from './text';
import { neighbourhoodTitle } from './import';

/** Asserts that `fn` turns each input into its expected output (a failure names the input). */
function assertMaps(fn: (input: string) => string, cases: Record<string, string>): void {
  for (const [input, expected] of Object.entries(cases)) assert.equal(fn(input), expected, input);
}

test('slugs are ASCII, folded by Turkish rules', () => {
  assertMaps(slugify, {
    İstanbul: 'istanbul',
    Şile: 'sile',
    '19 Mayıs': '19-mayis',
    IĞDIR: 'igdir',
    Çeşme: 'cesme',
    Gündoğmuş: 'gundogmus',
    Kadıköy: 'kadikoy',
    '  Afyon--Karahisar ': 'afyon-karahisar',
  });
});

test('English titles drop Turkish letters but keep case', () => {
  assertMaps(foldTurkish, { İzmir: 'Izmir', Muğla: 'Mugla', Üsküdar: 'Uskudar' });
});

test('Turkish -> Russian transliteration', () => {
  assertMaps(transliterateRu, {
    Kadıköy: 'Кадыкёй',
    Beşiktaş: 'Бешикташ',
    Beylikdüzü: 'Бейликдюзю',
    Esenyurt: 'Эсеньюрт',
    Konyaaltı: 'Коньяалты',
    Muratpaşa: 'Муратпаша',
    Fethiye: 'Фетхие',
    Erdemli: 'Эрдемли',
    Mezitli: 'Мезитли',
    Kuşadası: 'Кушадасы',
    Manavgat: 'Манавгат',
    Üsküdar: 'Ускюдар',
    Muğla: 'Мугла',
    Bademağacı: 'Бадемааджы',
    Kocaeli: 'Коджаэли',
    'Gemici (Demirhanlar)': 'Гемиджи (Демирханлар)',
  });
});

test('search keys match across scripts and without Turkish letters', () => {
  assertMaps(searchKey, { ALANYA: 'alanya', Kadıköy: 'kadikoy', Кадыкёй: 'кадыкей' });
});

test('neighbourhood titles drop the "Mah" suffix and keep the village name', () => {
  assertMaps(neighbourhoodTitle, {
    'Bostancı Mah': 'Bostancı',
    'Gemici Mah (demirhanlar Köyü)': 'Gemici (Demirhanlar)',
    'Akbinek Köyü': 'Akbinek',
  });
});
