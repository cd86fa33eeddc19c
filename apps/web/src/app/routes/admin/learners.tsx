import { LearnerSearch } from '@/features/learners/components/learner-search';

/** /admin/learners: the console's account search (issue 14 item 5). */
export function Component() {
  return <LearnerSearch />;
}
