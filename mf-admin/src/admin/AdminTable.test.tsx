// The back office's table frame: an accessible table (caption, column and row headers), its empty message and pager.
import { render, screen, within } from '@testing-library/react';
import { AdminTable, type AdminColumn } from './AdminTable';
import { TableFrame } from '@realty/shared/sections';

interface Item {
  id: number;
  name: string;
  count: number;
}

const rows: Item[] = [
  { id: 1, name: 'First', count: 3 },
  { id: 2, name: 'Second', count: 0 },
];
const columns: AdminColumn<Item>[] = [
  { label: 'Name', rowHeader: true, cell: (item) => <a href={`/items/${item.id}`}>{item.name}</a> },
  { label: 'Count', cell: (item) => item.count, cellProps: (item) => ({ title: `count ${item.id}`, ...(item.count ? {} : { 'data-label': undefined }) }) },
];

it('renders a captioned table: a column header per column, a row per item, the cells from their renderers', () => {
  render(
    <AdminTable
      caption="Items"
      columns={columns}
      rows={rows}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-testid': 'item-row', 'data-id': item.id })}
      testId="items-table"
      pager={<button type="button">More</button>}
    />,
  );
  const table = screen.getByRole('table', { name: 'Items' });
  expect(table.getAttribute('data-testid')).toBe('items-table');
  expect(within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
    ['Name', 'col'],
    ['Count', 'col'],
  ]);
  expect(within(table).getByRole('rowheader', { name: 'First' }).getAttribute('scope')).toBe('row');
  expect(within(table).getByRole('link', { name: 'Second' }).getAttribute('href')).toBe('/items/2');
  const itemRows = screen.getAllByTestId('item-row');
  expect(itemRows.map((row) => row.getAttribute('data-id'))).toEqual(['1', '2']);
  expect(within(itemRows[0] as HTMLElement).getByTitle('count 1').textContent).toBe('3');
  expect(within(itemRows[0] as HTMLElement).getByTitle('count 1').hasAttribute('data-label')).toBe(false);
  expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
});

it('labels each cell with its column on a stacked table, unless the column says otherwise', () => {
  render(<AdminTable caption="Items" columns={columns} rows={rows} rowKey={(item) => item.id} stacked />);
  expect(screen.getByTitle('count 1').getAttribute('data-label')).toBe('Count');
  expect(screen.getByTitle('count 2').hasAttribute('data-label')).toBe(false);
  expect(screen.getByRole('rowheader', { name: 'First' }).getAttribute('data-label')).toBe('Name');
});

it('shows the empty message instead of the table, and nothing while that is not known yet', () => {
  const { rerender } = render(<AdminTable caption="Items" columns={columns} rows={[]} rowKey={(item) => item.id} empty="No items yet" pager={<p>pager</p>} />);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No items yet')).toBeTruthy();
  expect(screen.getByText('pager')).toBeTruthy();
  rerender(<AdminTable caption="Items" columns={columns} rows={[]} rowKey={(item) => item.id} empty={null} />);
  expect(screen.queryByText('No items yet')).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
});

it('takes the class names of another look', () => {
  render(<TableFrame caption="Items" columns={columns} rows={rows} rowKey={(item) => item.id} classes={{ wrap: 'wrap', table: 'table', caption: 'caption' }} />);
  const table = screen.getByRole('table', { name: 'Items' });
  expect(table.className).toBe('table');
  expect(table.parentElement?.className).toBe('wrap');
  expect(table.querySelector('caption')?.className).toBe('caption');
});
