import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '../testing';
import { DistrictsField, RangeField } from './ChoiceFields';

const seed = ['Oba', 'Mahmutlar', 'Cikcilli', 'Tosmur', 'Kestel'].map((title) => ({ code: title.toLowerCase(), title }));

function Districts() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <DistrictsField lang="en" region="antalya" city="alanya" value={value} onChange={setValue} seed={seed} />
      <button type="submit">Show results</button>
    </>
  );
}

const tabbable = () => screen.getAllByRole('checkbox').filter((box) => box.tabIndex === 0);

describe('DistrictsField', () => {
  it('is one tab stop: the arrow keys, Home and End move inside, Space ticks', async () => {
    await renderWithApp(<Districts />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(tabbable().map((box) => box.id)).toEqual([screen.getByLabelText('Oba').id]);
    expect(screen.getByRole('group', { name: 'Neighbourhoods' }).getAttribute('aria-describedby')).toBeTruthy();

    screen.getByLabelText('Oba').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByLabelText('Mahmutlar'));
    fireEvent.click(document.activeElement!); // Space on a checkbox is a click
    expect((screen.getByLabelText('Mahmutlar') as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByLabelText('Kestel'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByLabelText('Kestel'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByLabelText('Oba'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByLabelText('Mahmutlar'));
    // still one stop, where the user left it
    expect(tabbable()).toEqual([screen.getByLabelText('Mahmutlar')]);
  });
});

describe('RangeField', () => {
  it('has short placeholders for narrow boxes and the full names as labels', async () => {
    await renderWithApp(<RangeField legend="Fiyat, TRY" fromLabel="En düşük fiyat" toLabel="En yüksek fiyat" from={undefined} to={5} onChange={() => undefined} />, { lang: 'tr' });
    const from = screen.getByRole('spinbutton', { name: 'En düşük fiyat' });
    const to = screen.getByRole('spinbutton', { name: 'En yüksek fiyat' });
    expect(from.getAttribute('placeholder')).toBe('en az');
    expect(to.getAttribute('placeholder')).toBe('en çok');
  });
});
