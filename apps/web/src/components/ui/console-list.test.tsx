import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleList, FilterBar, FilterSelect } from './console-list';

type Row = { id: number; name: string };
const columns = [
  { header: 'Nama', cell: (r: Row) => r.name },
  { header: 'Nomor', cell: (r: Row) => `#${r.id}`, align: 'right' as const },
];
const base = { label: 'Memuat akun', errorText: 'Daftar gagal dimuat.', emptyText: 'Tidak ada akun.', columns, card: (r: Row) => <span>kartu {r.name}</span>, noun: 'akun' };
const page = (rows: Row[], total = rows.length, p = 1) => ({ data: rows, meta: { total, page: p, per_page: 2 } });

describe('ConsoleList', () => {
  afterEach(cleanup);

  it('shows the loading, error and empty states', () => {
    const { rerender } = render(<ConsoleList {...base} query={{ isPending: true, isError: false, isFetching: true, data: undefined }} onPage={() => {}} />);
    expect(screen.getByLabelText('Memuat akun')).toBeTruthy();
    rerender(<ConsoleList {...base} query={{ isPending: false, isError: true, isFetching: false, data: undefined }} onPage={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Daftar gagal dimuat.');
    rerender(<ConsoleList {...base} query={{ isPending: false, isError: false, isFetching: false, data: page([]) }} onPage={() => {}} />);
    expect(screen.getByText('Tidak ada akun.')).toBeTruthy();
  });

  it('renders a table and phone cards of the rows and pages through them', async () => {
    const onPage = vi.fn();
    render(<ConsoleList {...base} query={{ isPending: false, isError: false, isFetching: false, data: page([{ id: 1, name: 'Putri' }, { id: 2, name: 'Budi' }], 5) }} onPage={onPage} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama', 'Nomor']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Putri#1', 'Budi#2']);
    expect(screen.getByText('kartu Budi')).toBeTruthy();
    expect(screen.getByText('Halaman 1 dari 3 · 5 akun')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('FilterBar', () => {
  afterEach(cleanup);

  it('is a search landmark that submits its fields with Cari', async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(
      <FilterBar onSearch={onSearch}>
        <FilterSelect id="peran" label="Peran" value="" options={[{ value: '', label: 'Semua' }, { value: 'admin', label: 'Admin' }]} onChange={onChange} />
      </FilterBar>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Peran'), 'admin');
    expect(onChange).toHaveBeenCalledWith('admin');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Cari' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
