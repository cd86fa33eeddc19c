import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 403 for anyone who is neither an author nor an admin. */
export function StudioForbidden() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center" aria-labelledby="studio-forbidden-title">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
        <ShieldAlert className="size-8" />
      </span>
      <p className="mt-4 text-sm font-semibold tracking-wide text-red-600">403</p>
      <h1 id="studio-forbidden-title" className="mt-1 text-2xl font-bold text-slate-900">
        Akses ditolak
      </h1>
      <p className="mt-2 text-slate-600">Studio hanya untuk penulis kelas dan admin. Hubungi admin jika kamu perlu menyunting kelas.</p>
      <Button asChild className="mt-6">
        <Link to={paths.programmu}>Kembali ke Programmu</Link>
      </Button>
    </section>
  );
}
