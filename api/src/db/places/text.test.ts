import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldTurkish, searchKey, slugify, transliterateRu } from './text';
import { neighbourhoodTitle } from './import';

test('slugs are ASCII, folded by Turkish rules', () => {
  assert.equal(slugify('İstanbul'), 'istanbul');
  assert.equal(slugify('Şile'), 'sile');
  assert.equal(slugify('19 Mayıs'), '19-mayis');
  assert.equal(slugify('IĞDIR'), 'igdir');
  assert.equal(slugify('Çeşme'), 'cesme');
  assert.equal(slugify('Gündoğmuş'), 'gundogmus');
  assert.equal(slugify('Kadıköy'), 'kadikoy');
  assert.equal(slugify('  Afyon--Karahisar '), 'afyon-karahisar');
});

test('English titles drop Turkish letters but keep case', () => {
  assert.equal(foldTurkish('İzmir'), 'Izmir');
  assert.equal(foldTurkish('Muğla'), 'Mugla');
  assert.equal(foldTurkish('Üsküdar'), 'Uskudar');
});

test('Turkish -> Russian transliteration', () => {
  const cases: Record<string, string> = {
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
  };
  for (const [tr, ru] of Object.entries(cases)) assert.equal(transliterateRu(tr), ru, tr);
});

test('search keys match across scripts and without Turkish letters', () => {
  assert.equal(searchKey('ALANYA'), 'alanya');
  assert.equal(searchKey('Kadıköy'), 'kadikoy');
  assert.equal(searchKey('Кадыкёй'), 'кадыкей');
});

test('neighbourhood titles drop the "Mah" suffix and keep the village name', () => {
  assert.equal(neighbourhoodTitle('Bostancı Mah'), 'Bostancı');
  assert.equal(neighbourhoodTitle('Gemici Mah (demirhanlar Köyü)'), 'Gemici (Demirhanlar)');
  assert.equal(neighbourhoodTitle('Akbinek Köyü'), 'Akbinek');
});
