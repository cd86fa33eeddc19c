import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';
import { LanguagePreference } from './language-preference';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

const tabClass =
  'flex-1 px-4 py-3 text-sm font-semibold capitalize text-slate-600 border-b-2 border-transparent hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:flex-none';

const TABS = ['profile', 'password', 'keamanan', 'notifikasi'] as const;

/**
 * Edit Profile (spec 2.25): radix tabs 'profile' and 'password', plus 'keamanan'
 * (two-factor) and 'Notifikasi' (`notifications`: the notifications feature's channel settings,
 * composed in by the route; decision 279). `?tab=keamanan` opens that tab (where an admin without
 * two-factor is sent), `?tab=notifikasi` the notifications (an e-mail's unsubscribe page links it).
 */
export function ProfilePage({ notifications }: { notifications?: ReactNode }) {
  const { data: profile, isPending, isError } = useProfile();
  const [params] = useSearchParams();
  const { t } = useTranslation(['profile', 'profileText', 'twoFactorText']);
  const asked = params.get('tab');
  const initialTab = TABS.find((t) => t === asked && (t !== 'notifikasi' || notifications)) ?? 'profile';
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <Tabs.Root defaultValue={initialTab} className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <Tabs.List aria-label={t('title')} className="grid grid-cols-2 border-b border-slate-200 px-2 sm:flex sm:px-6">
          <Tabs.Trigger value="profile" className={tabClass}>
            {t('profileText:tabProfile')}
          </Tabs.Trigger>
          <Tabs.Trigger value="password" className={tabClass}>
            {t('profileText:tabPassword')}
          </Tabs.Trigger>
          <Tabs.Trigger value="keamanan" className={tabClass}>
            {t('twoFactorText:tabSecurity')}
          </Tabs.Trigger>
          {notifications && (
            <Tabs.Trigger value="notifikasi" className={tabClass}>
              {t('tabNotifications')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="profile" className="p-5 focus-visible:outline-none sm:p-8">
          {isPending && (
            <div className="space-y-4" aria-busy="true">
              <Skeleton className="size-24 rounded-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          )}
          {isError && <p role="alert" className="text-sm text-red-700">{t('profileText:loadFailed')}</p>}
          {profile && (
            <div className="space-y-8">
              <AvatarUpload profile={profile} />
              <ProfileForm profile={profile} />
              {/* Slot for the shell's shared language switch: swapped in at merge. */}
              <LanguagePreference />
            </div>
          )}
        </Tabs.Content>
        <Tabs.Content value="password" className="p-5 focus-visible:outline-none sm:p-8">
          <PasswordForm />
        </Tabs.Content>
        <Tabs.Content value="keamanan" className="p-5 focus-visible:outline-none sm:p-8">
          <TwoFactorSection />
        </Tabs.Content>
        {notifications && (
          <Tabs.Content value="notifikasi" className="p-5 focus-visible:outline-none sm:p-8">
            {notifications}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </section>
  );
}
