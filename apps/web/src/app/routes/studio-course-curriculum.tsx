import { CurriculumPage } from '@/features/studio/components/curriculum-page';

/** /studio/courses/:id/curriculum (tab 'Kurikulum'). */
export function Component() {
  return <CurriculumPage />;
}
