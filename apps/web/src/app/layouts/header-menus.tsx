import { ChevronDown, ClipboardList, GraduationCap, Home, LayoutDashboard, LogIn, LogOut, Menu, PenSquare, Ticket, UserPen, UserPlus, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogTrigger, DrawerContent } from '@/components/ui/dialog';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { userHasRole, type SessionUser } from '@/lib/session';

/*
 * The header's interactive menus (spec 2.3), in their own chunk: radix's dropdown and dialog are
 * not needed to paint the first page, so the header loads them right after (decision 014).
 */

const canUseMentorConsole = (user: SessionUser) => userHasRole(user, 'mentor', 'admin');
const canUseStudio = (user: SessionUser) => userHasRole(user, 'author', 'admin');
const canUseAdminConsole = (user: SessionUser) => userHasRole(user, 'admin');

const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

/**
 * The avatar menu of the desktop header (spec 2.3): opens on hover, click or keyboard; shows name
 * and e-mail, 'Edit Profile', 'Riwayat Pesanan', 'Konsol Mentor' (mentor or admin), 'Studio' (author or admin), 'Konsol Admin' (admin) and 'Logout'.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hoverOpened = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const hoverOpen = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) hoverOpened.current = true;
    setOpen(true);
  };
  const hoverClose = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || !hoverOpened.current) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), 200);
  };
  useEffect(() => cancelClose, []);

  return (
    <DropdownMenu.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        hoverOpened.current = false;
        setOpen(next);
      }}
    >
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDown={(e) => {
          // A click on a menu that hovering just opened keeps it open (and makes it stay).
          if (e.pointerType === 'mouse' && hoverOpened.current) {
            e.preventDefault();
            hoverOpened.current = false;
            cancelClose();
            setOpen(true);
          }
        }}
      >
        <Avatar path={user.avatar} />
        <span className="max-w-40 truncate">{t('header.greeting', { name: user.name })}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onPointerEnter={cancelClose}
          onPointerLeave={hoverClose}
          // The trigger decides for itself (toggle, or keep a hover-opened menu open).
          onPointerDownOutside={(e) => {
            if (triggerRef.current?.contains(e.target as Node)) e.preventDefault();
          }}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <Avatar path={user.avatar} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.profile}>
              <UserPen className="size-4" aria-hidden="true" />
              {t('header.editProfile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to={paths.orders}>
              <ClipboardList className="size-4" aria-hidden="true" />
              {t('header.orders')}
            </Link>
          </DropdownMenu.Item>
          {canUseMentorConsole(user) && (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={paths.mentor}>
                <GraduationCap className="size-4" aria-hidden="true" />
                {t('header.mentorConsole')}
              </Link>
            </DropdownMenu.Item>
          )}
          {canUseStudio(user) && (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={paths.studio}>
                <PenSquare className="size-4" aria-hidden="true" />
                {t('header.studio')}
              </Link>
            </DropdownMenu.Item>
          )}
          {canUseAdminConsole(user) && (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={paths.admin}>
                <LayoutDashboard className="size-4" aria-hidden="true" />
                {t('header.adminConsole')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={cn(menuItemClass, 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700')} onSelect={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function DrawerLink({ to, icon: Icon, children, onNavigate }: { to: string; icon: LucideIcon; children: ReactNode; onNavigate: () => void }) {
  return (
    <Link to={to} onClick={onNavigate} className="flex items-center gap-3 rounded-lg px-3 py-3 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700">
      <Icon className="size-5 text-slate-500" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * Mobile menu (spec 2.3): a drawer titled 'Menu'. Logged in: 'Hi, {name}', 'Edit Profile' (then the
 * learner's own pages); logged out: 'Beranda', 'Programmu'; always 'Redeem Voucher'; then 'Logout',
 * or 'Login' and 'Daftar'. `initiallyOpen`: the trigger was clicked before this chunk arrived
 * (`onInitiallyOpened` is then called once it is open).
 */
export function MobileMenu({
  user,
  isAuthenticated,
  initiallyOpen = false,
  onInitiallyOpened,
}: {
  user: SessionUser;
  isAuthenticated: boolean;
  initiallyOpen?: boolean;
  onInitiallyOpened?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  // The early click is spent: a later remount (another page) starts closed.
  useEffect(() => {
    if (initiallyOpen) onInitiallyOpened?.();
  }, [initiallyOpen, onInitiallyOpened]);
  const close = () => setOpen(false);
  // From md up the header shows its own links and the trigger is hidden: a drawer left open closes.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 48rem)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="polos" size="icon" className="md:hidden" aria-label={t('header.openMenu')}>
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DrawerContent title={t('header.menu')}>
        <nav aria-label={t('header.menuNav')} className="flex h-full flex-col">
          {isAuthenticated ? (
            <>
              <div className="mb-2 flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-3">
                <Avatar path={user.avatar} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{t('header.greeting', { name: user.name })}</p>
                  {user.email && <p className="truncate text-xs text-slate-500">{user.email}</p>}
                </div>
              </div>
              <DrawerLink to={paths.profile} icon={UserPen} onNavigate={close}>
                {t('header.editProfile')}
              </DrawerLink>
              <DrawerLink to={paths.programmu} icon={GraduationCap} onNavigate={close}>
                {t('header.programmu')}
              </DrawerLink>
              <DrawerLink to={paths.orders} icon={ClipboardList} onNavigate={close}>
                {t('header.orders')}
              </DrawerLink>
              {canUseMentorConsole(user) && (
                <DrawerLink to={paths.mentor} icon={GraduationCap} onNavigate={close}>
                  {t('header.mentorConsole')}
                </DrawerLink>
              )}
              {canUseStudio(user) && (
                <DrawerLink to={paths.studio} icon={PenSquare} onNavigate={close}>
                  {t('header.studio')}
                </DrawerLink>
              )}
              {canUseAdminConsole(user) && (
                <DrawerLink to={paths.admin} icon={LayoutDashboard} onNavigate={close}>
                  {t('header.adminConsole')}
                </DrawerLink>
              )}
            </>
          ) : (
            <>
              <DrawerLink to={paths.home} icon={Home} onNavigate={close}>
                {t('header.home')}
              </DrawerLink>
              <DrawerLink to={paths.programmu} icon={GraduationCap} onNavigate={close}>
                {t('header.programmu')}
              </DrawerLink>
            </>
          )}
          <DrawerLink to={paths.voucherRedeem} icon={Ticket} onNavigate={close}>
            {t('header.redeemVoucher')}
          </DrawerLink>
          <LanguageSwitch className="mt-4 px-3" />
          <div className="mt-auto border-t border-slate-200 pt-4">
            {isAuthenticated ? (
              <Button
                variant="merah"
                className="w-full"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut className="size-4" aria-hidden="true" />
                {t('header.logout')}
              </Button>
            ) : (
              <div className="grid gap-2">
                <Button asChild variant="garis" className="w-full">
                  <Link to={paths.login} onClick={close}>
                    <LogIn className="size-4" aria-hidden="true" />
                    {t('header.login')}
                  </Link>
                </Button>
                <Button asChild className="w-full">
                  <Link to={paths.register} onClick={close}>
                    <UserPlus className="size-4" aria-hidden="true" />
                    {t('header.register')}
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </nav>
      </DrawerContent>
    </Dialog>
  );
}

