import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { ForbiddenState } from '@/features/mentor/components/forbidden-state';
import { useSession, userHasRole } from '@/lib/session';

const link = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex-1 rounded-lg px-2 py-2 text-center text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-none sm:px-4',
    isActive ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
  );

/** The mentor area's pages: grading (/mentor), learners' questions (/mentor/pertanyaan, decision 277), session attendance (/mentor/sesi, decision 288) and announcements (/mentor/pengumuman, decision 291). */
export function MentorAreaNav() {
  const { t } = useTranslation('mentor');
  return (
    <nav aria-label={t('area.label')} className="mx-auto max-w-5xl px-4 pt-6">
      <div className="grid w-full grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto">
        <NavLink to="/mentor" end className={link}>
          {t('area.grading')}
        </NavLink>
        <NavLink to="/mentor/pertanyaan" className={link}>
          {t('area.questions')}
        </NavLink>
        <NavLink to="/mentor/sesi" className={link}>
          {t('area.sessions')}
        </NavLink>
        <NavLink to="/mentor/pengumuman" className={link}>
          {t('area.announcements')}
        </NavLink>
      </div>
    </nav>
  );
}

/**
 * A page of the mentor area below the grading console (questions, announcements, attendance): the
 * 403 page for anyone who is neither a mentor nor an admin, else the area's tabs and `children`,
 * which wait in their own boundary.
 */
export function MentorAreaPage({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user.role && !userHasRole(user, 'mentor', 'admin')) return <ForbiddenState />;
  return (
    <>
      <MentorAreaNav />
      <section className="mx-auto max-w-5xl px-4 py-6">
        <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>{children}</Suspense>
      </section>
    </>
  );
}
