import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { QuestionPage } from '@/features/questions/components/question-page';

/** /diskusi/:id: one question with its answers (decision 277), where the Q&A notifications lead. */
export function Component() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      {/* Its own boundary: the discussion's texts arriving late never hold the page's frame. */}
      <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
        <QuestionPage key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />
      </Suspense>
    </div>
  );
}
