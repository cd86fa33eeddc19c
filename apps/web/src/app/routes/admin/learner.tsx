import { useParams } from 'react-router';
import { LearnerRecord } from '@/features/learners/components/learner-record';

/** /admin/learners/{id}: one learner's record and the admin's actions. */
export function Component() {
  const { id } = useParams();
  return <LearnerRecord key={id} userId={Number(id)} />;
}
