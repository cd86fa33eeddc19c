import { PackagesPage } from '@/features/studio/components/packages-page';

/** /studio/courses/:id/packages (tab 'Harga'). */
export function Component() {
  return <PackagesPage />;
}
