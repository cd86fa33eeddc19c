import { SettingsPage } from '@/features/settings/components/settings-page';

/** /admin/settings: the academy's tax and course rights (decisions 264, 265). */
export function Component() {
  return <SettingsPage />;
}
