import { ProgrammuPage } from '@/features/programs/components/programmu-page';

/** /programmu (spec 2.20), inside the Programmu layout (guest → /login). */
export function Component() {
  return <ProgrammuPage />;
}
