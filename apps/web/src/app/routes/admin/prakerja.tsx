import { ProgrammeLearnersConsole } from '@/features/prakerja/components/programme-learners-console';

/** /admin/prakerja: programme learners and their reports (decision 195). */
export function Component() {
  return <ProgrammeLearnersConsole />;
}
