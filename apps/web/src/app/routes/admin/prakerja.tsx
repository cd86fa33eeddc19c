import { ProgrammeLearnersConsole } from '@/features/prakerja/components/programme-learners-console';

/** /admin/prakerja: programme learners and their reports (issue 17 item 6, decision 195). */
export function Component() {
  return <ProgrammeLearnersConsole />;
}
