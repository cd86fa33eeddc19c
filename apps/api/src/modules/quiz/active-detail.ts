import type { QuizDetail } from '@kelas/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import type { EnrolledItem } from '../learning/policy.ts';
import { presentResult } from './presenters.ts';
import { findQuizOfItem, listAttempts, type AttemptRow } from './queries.ts';

/** The attempt that counts: highest score; on a tie the earlier one. */
function bestAttempt(attempts: AttemptRow[]): AttemptRow | null {
  let best: AttemptRow | null = null;
  for (const a of attempts) {
    if (a.status !== 'completed' || a.score === null) continue;
    if (!best || a.score > (best.score ?? -1)) best = a;
  }
  return best;
}

/**
 * The `detail` of an active quiz item for one learner (spec 3 "detail by type: quiz"):
 * quiz_material_id (quizzes.id), target_score (percent), opportunity (attempts in
 * all), remaining_attempts, duration_minutes, question_count, the best finished attempt
 * (`best`, the one that counts), the open attempt's id (`open_log_id`, which may be past its
 * deadline: the next quiz call closes it) with its whole seconds left at `now`
 * (`open_seconds_left`, 0 once past; the intro's 'Lanjutkan Quiz', decision 256) and its
 * completion rule (decision 240). Read-only; two queries. An item without quiz content answers
 * zeros and quiz_material_id 0.
 */
export async function quizActiveDetail(db: DbOrTx, item: EnrolledItem, userId: number, now: Date): Promise<QuizDetail> {
  const quiz = await findQuizOfItem(db, item.id);
  if (!quiz) {
    return {
      id: item.id,
      quiz_material_id: 0,
      target_score: 0,
      opportunity: 0,
      remaining_attempts: 0,
      duration_minutes: 0,
      question_count: 0,
      best: null,
      open_log_id: null,
      open_seconds_left: null,
      completion_rule: 'passed',
    };
  }
  const attempts = await listAttempts(db, quiz.id, userId);
  const best = bestAttempt(attempts);
  const open = attempts.find((a) => a.status === 'in_progress') ?? null;
  return {
    id: item.id,
    quiz_material_id: quiz.id,
    target_score: quiz.targetScore,
    opportunity: quiz.opportunity,
    remaining_attempts: Math.max(0, quiz.opportunity - attempts.length),
    duration_minutes: quiz.durationMinutes,
    question_count: quiz.questionCount,
    best: best ? presentResult(best) : null,
    open_log_id: open?.id ?? null,
    open_seconds_left: open ? Math.max(0, Math.floor((open.deadlineAt.getTime() - now.getTime()) / 1000)) : null,
    completion_rule: quiz.completionRule,
  };
}
