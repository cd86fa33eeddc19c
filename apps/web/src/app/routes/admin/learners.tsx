import { LearnerSearch } from '@/features/learners/components/learner-search';

/** /admin/learners: the console's account search. */
export function Component() {
  return <LearnerSearch />;
}
