import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input, Label } from '@/components/ui/input';
import { ConsoleList, FilterBar, FilterSelect } from '@/components/ui/console-list';
import { ApiError } from '@/lib/api-client';
import { useUsers, type UserFilters } from '../api/get-users';
import { formatDate } from '../lib/format';

const ROLE_OPTIONS: { value: UserFilters['role']; label: string }[] = [
  { value: '', label: 'Semua akun' },
  { value: 'learner', label: 'Peserta saja' },
  { value: 'mentor', label: 'Mentor' },
  { value: 'author', label: 'Penulis' },
  { value: 'admin', label: 'Admin' },
];

/** Status badge of an account: erased, deactivated or active. */
export function AccountStatus({ user }: { user: { deactivated_at: string | null; erased_at: string | null } }) {
  if (user.erased_at) return <Badge tone="abu">Data dihapus</Badge>;
  if (user.deactivated_at) return <Badge tone="merah">Nonaktif</Badge>;
  return <Badge tone="hijau">Aktif</Badge>;
}

/**
 * /admin/learners: search accounts by name, e-mail or phone, filter by role; a table on wide
 * screens, cards on phones; each opens the learner's record (issue 14 item 5).
 */
export function LearnerSearch() {
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<UserFilters>({ search: '', role: '', page: 1 });
  const list = useUsers(filters);

  return (
    <section aria-labelledby="learners-title" className="mx-auto max-w-6xl">
      <h1 id="learners-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Peserta
      </h1>
      <p className="mt-1 text-slate-600">Cari akun, lihat progres belajar, beri akses kelas, dan tangani permintaan data pribadi.</p>

      <FilterBar onSearch={() => setFilters((f) => ({ ...f, search: draft, page: 1 }))}>
        <div className="flex-1">
          <Label htmlFor="learner-search">Nama, email, atau nomor HP</Label>
          <Input id="learner-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="mis. learner@example.com" />
        </div>
        <FilterSelect id="learner-role" label="Peran" className="sm:w-48" value={filters.role} options={ROLE_OPTIONS} onChange={(role) => setFilters((f) => ({ ...f, role, page: 1 }))} />
      </FilterBar>

      <ConsoleList
        query={list}
        label="Memuat peserta"
        errorText={`Daftar peserta gagal dimuat. ${list.error instanceof ApiError ? list.error.message : ''}`}
        emptyText="Tidak ada akun yang cocok."
        noun="akun"
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        columns={[
          {
            header: 'Nama',
            cell: (u) => (
              <>
                <Link to={`/admin/learners/${u.id}`} className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {u.name}
                </Link>
                {u.roles.length > 0 && <span className="ml-2 text-xs text-slate-500">({u.roles.join(', ')})</span>}
              </>
            ),
          },
          { header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
          { header: 'Kelas', cell: (u) => u.enrolment_count },
          { header: 'Terdaftar', cell: (u) => formatDate(u.created_at) },
          { header: 'Status', cell: (u) => <AccountStatus user={u} /> },
        ]}
        card={(u) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <Link to={`/admin/learners/${u.id}`} className="font-semibold break-words text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                {u.name}
              </Link>
              <AccountStatus user={u} />
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{u.email}</p>
            <p className="mt-1 text-xs text-slate-500">
              {u.enrolment_count} kelas · terdaftar {formatDate(u.created_at)}
            </p>
          </>
        )}
      />
    </section>
  );
}
