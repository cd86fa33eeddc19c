import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Label, selectClass } from './input';
import { ListPager } from './list-pager';
import { Skeleton } from './skeleton';


/**
 * The filter bar above every console list (orders, learners, promo codes, …): a search
 * landmark whose fields are `children` and whose last control is 'Cari'. `className` lays the
 * fields out (a row by default; order search uses a grid, with `submitClassName` for the button's cell).
 */
export function FilterBar({ onSearch, children, className, submitClassName }: { onSearch: () => void; children: ReactNode; className?: string; submitClassName?: string }) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form role="search" className={cn('mt-6 flex flex-col gap-3 sm:flex-row sm:items-end', className)} onSubmit={submit}>
      {children}
      <div className={submitClassName}>
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Search className="size-4" aria-hidden="true" />
          {t('search')}
        </button>
      </div>
    </form>
  );
}

/** A labelled `<select>` of a filter bar. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A column of the wide-screen table: header text and the cell of a row. */
export type Column<T> = { header: string; cell: (row: T) => ReactNode; align?: 'right' };

type Page<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

/**
 * The body of a console list (the paging contract of `@kelas/contracts/console-list`): skeletons
 * while loading, an alert on failure, the empty text, else a table on wide screens and `card`s on
 * phones, then the pager ('Halaman x dari y · n {noun}').
 */
export function ConsoleList<T extends { id: number }>({
  query,
  label,
  errorText,
  emptyText,
  columns,
  card,
  noun,
  onPage,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; data: Page<T> | undefined };
  /** Accessible name of the loading state, e.g. 'Memuat pesanan'. */
  label: string;
  errorText: string;
  emptyText: string;
  columns: Column<T>[];
  card: (row: T) => ReactNode;
  noun: string;
  onPage: (page: number) => void;
}) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="space-y-3" aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (query.isError || !query.data) {
    body = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {errorText}
      </p>
    );
  } else if (query.data.data.length === 0) {
    body = <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{emptyText}</p>;
  } else {
    const { data, meta } = query.data;
    const align = (c: Column<T>) => (c.align === 'right' ? 'text-right' : '');
    body = (
      <>
        <table className="hidden w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm md:table">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cn('px-4 py-3 font-semibold', align(c))}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {data.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-3 text-slate-700', align(c))}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="grid gap-3 md:hidden">
          {data.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
              {card(row)}
            </li>
          ))}
        </ul>
        <ListPager meta={meta} noun={noun} onPage={onPage} />
      </>
    );
  }
  return (
    <div className="mt-6" aria-busy={query.isFetching}>
      {body}
    </div>
  );
}
