import { ChevronDown, Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useSession, type SessionUser } from '@/lib/session';
import { LanguageSwitch } from '@/components/ui/language-switch';

/** The header's menus (radix dialog and dropdown, ≈ 23 KB gzip): a chunk of their own. */
const loadHeaderMenus = () => import('./header-menus');
const UserMenu = lazy(() => loadHeaderMenus().then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => loadHeaderMenus().then((m) => ({ default: m.MobileMenu })));
/** The bell (decision 274) and its API calls bring zod: a chunk of its own, so a guest's first page never loads it. */
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** What the avatar trigger looks like for the moment before the menu's chunk arrives. */
function UserMenuPlaceholder({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700">
      <Avatar path={user.avatar} />
      <span className="max-w-40 truncate">{t('header.greeting', { name: user.name })}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
    </span>
  );
}

/**
 * The drawer's trigger before its chunk is wanted (decision 127): a
 * touch, hover or focus starts loading the chunk, a click mounts the drawer open. No first visit
 * pays for a menu it does not open. The button stays the same element until the click, so the
 * click always reaches it.
 */
function MobileMenuPlaceholder({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const prefetch = () => void loadHeaderMenus();
  return (
    <Button
      variant="polos"
      size="icon"
      className="md:hidden"
      aria-label={t('header.openMenu')}
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={onOpen}
    >
      <Menu className="size-6" aria-hidden="true" />
    </Button>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:text-brand-700', isActive ? 'text-brand-700' : 'text-slate-700');

/** Header (spec 2.3): fixed at the top, 64 px high; the logo links to /. */
export function Header() {
  const { isAuthenticated, user } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // The drawer mounts at its trigger's first click, open; a later page's drawer starts closed.
  const [menuWanted, setMenuWanted] = useState(false);
  const [openOnMount, setOpenOnMount] = useState(false);
  const openMenu = () => {
    setMenuWanted(true);
    setOpenOnMount(true);
  };
  const openHandled = useCallback(() => setOpenOnMount(false), []);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} aria-label={t('header.home')} className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
          <Logo />
        </Link>
        <nav aria-label={t('header.mainNav')} className="hidden items-center gap-2 md:flex">
          {isAuthenticated ? (
            <>
              <NavLink to={paths.programmu} end className={navLinkClass}>
                {t('header.programmu')}
              </NavLink>
              <NavLink to={paths.voucherRedeem} className={navLinkClass}>
                {t('header.redeemVoucher')}
              </NavLink>
              <LanguageSwitch compact />
              <Suspense fallback={<span className="size-10" />}>
                <NotificationBell />
              </Suspense>
              <span className="mx-2 h-6 w-px bg-slate-200" aria-hidden="true" />
              <Suspense fallback={<UserMenuPlaceholder user={user} />}>
                <UserMenu key={pathname} user={user} />
              </Suspense>
            </>
          ) : (
            <>
              <LanguageSwitch compact />
              <Button asChild variant="garis">
                <Link to={paths.login}>{t('header.login')}</Link>
              </Button>
              <Button asChild>
                <Link to={paths.register}>{t('header.register')}</Link>
              </Button>
            </>
          )}
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          {/* The bell stays in the phone's header, next to the menu (decision 274). */}
          {isAuthenticated && (
            <Suspense fallback={<span className="size-10" />}>
              <NotificationBell />
            </Suspense>
          )}
          {menuWanted ? (
            <Suspense fallback={<MobileMenuPlaceholder />}>
              <MobileMenu
                key={pathname}
                user={user}
                isAuthenticated={isAuthenticated}
                initiallyOpen={openOnMount}
                onInitiallyOpened={openHandled}
              />
            </Suspense>
          ) : (
            <MobileMenuPlaceholder onOpen={openMenu} />
          )}
        </div>
      </div>
    </header>
  );
}
