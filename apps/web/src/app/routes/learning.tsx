import { useParams } from 'react-router';
import { PracticeMaterialView } from '@/features/assignments/components/practice-material-view';
import { LearningPlayer } from '@/features/learning/components/learning-player';
import type { MaterialViews } from '@/features/learning/components/material-content';
import { QuizMaterialView } from '@/features/quiz/components/quiz-material-view';

/** Views of other features composed into the player (quiz 2.23, practice 2.24). */
const views: MaterialViews = { quiz: QuizMaterialView, practice: PracticeMaterialView };

/** /learning/:slug: the learning player (spec 2.21). */
export function Component() {
  const { slug = '' } = useParams();
  return <LearningPlayer key={slug} slug={slug} views={views} />;
}
