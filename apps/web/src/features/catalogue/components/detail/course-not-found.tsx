import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Friendly state for an unknown course (spec 8: not found is only logged; the page says so plainly). */
export function CourseNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Kelas tidak ditemukan</h1>
      <p className="mt-2 text-slate-600">Kelas yang kamu cari mungkin sudah tidak tersedia atau alamatnya salah ketik.</p>
      <Button asChild className="mt-8" size="lg">
        <Link to={paths.home}>Lihat Kelas Lainnya</Link>
      </Button>
    </section>
  );
}
