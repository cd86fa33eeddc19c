import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageSuspense } from '@/app/layouts/page-suspense';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogTrigger, DrawerContent } from '@/components/ui/dialog';
import { ForbiddenPage } from '@/components/ui/forbidden-page';
import { useSession, userHasRole } from '@/lib/session';
import { adminNav, type AdminNavEntry } from './nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

function NavLinks({ entries, onNavigate }: { entries: AdminNavEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  return (
    <ul className="grid gap-1">
      {entries.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={linkClass} onClick={onNavigate}>
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {t(`nav.${label}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** 403 for a signed-in user who is not an admin. */
export function AdminForbidden() {
  const { t } = useTranslation('console');
  return <ForbiddenPage title={t('forbiddenTitle')} text={t('forbidden')} back={t('back')} />;
}

/** The phone menu of the console: a drawer with the same entries as the side navigation. */
function PhoneMenu() {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = [...adminNav].reverse().find((e) => (e.end ? pathname === e.to : pathname.startsWith(e.to)));
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
      <p className="truncate text-sm font-semibold text-slate-900">
        {t('title')}
        {current ? <span className="font-normal text-slate-500"> · {t(`nav.${current.label}`)}</span> : null}
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="garis" size="sm">
            <Menu className="size-4" aria-hidden="true" />
            {t('menu')}
          </Button>
        </DialogTrigger>
        <DrawerContent title={t('title')}>
          <nav aria-label={t('navLabel')}>
            <NavLinks entries={adminNav} onNavigate={() => setOpen(false)} />
          </nav>
        </DrawerContent>
      </Dialog>
    </div>
  );
}

/**
 * Layout of the operations console at /admin: a side navigation from `nav.ts` on
 * desktop, a drawer menu on phones, the page beside it. Admins only: anyone else sees a 403
 * state (the API answers 403 too). Sits inside the main layout (header, login guard).
 */
export function Component() {
  const { t } = useTranslation('console');
  const { user } = useSession();
  if (!userHasRole(user, 'admin')) return <AdminForbidden />;
  return (
    <div className="bg-slate-50 lg:flex lg:min-h-[calc(100vh-4rem)]">
      <PhoneMenu />
      <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white px-3 py-6 lg:block">
        <p className="px-3 pb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('title')}</p>
        <nav aria-label={t('navLabel')}>
          <NavLinks entries={adminNav} />
        </nav>
      </aside>
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {/* A console page that suspends leaves the navigation in place (decision 128). */}
        <PageSuspense minHeight="min-h-[50vh]">
          <Outlet />
        </PageSuspense>
      </div>
    </div>
  );
}
