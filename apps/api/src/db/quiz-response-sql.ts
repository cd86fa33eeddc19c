import { sql } from 'drizzle-orm';

/**
 * SQL `boolean`: the quiz response `r` to the question `q` is right (decision 243): the set it
 * chose (`coalesce(r.answer_ids, array[r.answer_id])`: a multiple-answer question's chosen ids, or
 * a single-answer question's one) equals the question's set of correct answers. A single-answer
 * question has exactly one correct answer, so there it means "the chosen answer is the correct
 * one". Shared by the quiz's scoring and the questions report, so the two never disagree.
 */
export const RESPONSE_IS_RIGHT = sql.raw(
  `(coalesce(r.answer_ids, array[r.answer_id]) = array(select x.id from quiz_answers x where x.question_id = q.id and x.is_correct order by x.id))`,
);
