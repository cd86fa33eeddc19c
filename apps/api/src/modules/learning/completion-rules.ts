import {
  DEFAULT_PRACTICE_PASS_MARK,
  PRACTICE_COMPLETION_RULES,
  videoEmbed,
  type CompletionRule,
  type ItemType,
  type PracticeCompletionRule,
} from '@kelas/contracts/learning';
import { SESSION_TEXT } from '@kelas/contracts/sessions';
import { idText } from '../../platform/i18n.ts';

/**
 * Completion rules per item type (decision 240), decided here and nowhere else: the player shows
 * them ('Syarat selesai'), the complete call refuses what they do not allow, and the quiz, essay
 * and assignment features complete an item only when its rule is met.
 */

/** What the rule of one item depends on. */
export type RuleInput = {
  itemType: ItemType;
  /** `items.detail` (practice: `completion_rule`, `pass_mark`; video: `url`). */
  detail: Record<string, unknown>;
  /** The quiz's rule (`quizzes.completion_rule`); null when the item is no quiz. */
  quizRule: 'passed' | 'attempted' | null;
  /** The course opens its items one after the other (decision 241). */
  sequential: boolean;
  /** A session of the learner's cohort serves this (webinar) item (decision 288). */
  servedBySession?: boolean;
};

/** A practice item's rule: `graded` unless its author chose `submitted`. */
export function practiceRuleOf(detail: Record<string, unknown>): PracticeCompletionRule {
  const rule = detail.completion_rule;
  return (PRACTICE_COMPLETION_RULES as readonly unknown[]).includes(rule) ? (rule as PracticeCompletionRule) : 'graded';
}

/** A practice item's pass mark in percent (0..100): its author's, else the default 70. */
export function practicePassMarkOf(detail: Record<string, unknown>): number {
  const mark = detail.pass_mark;
  return typeof mark === 'number' && Number.isInteger(mark) && mark >= 0 && mark <= 100 ? mark : DEFAULT_PRACTICE_PASS_MARK;
}

/**
 * Whether a video's URL plays where the player can hold the learner to 1× and no skipping ahead
 * (an uploaded file or YouTube; decision 241). A Vimeo frame cannot be held so: its rule stays the
 * learner's own action.
 */
export function videoIsWatchable(url: unknown): boolean {
  const embed = typeof url === 'string' ? videoEmbed(url) : null;
  return embed !== null && embed.provider !== 'vimeo';
}

/** The completion rule of an item (decision 240). */
export function completionRuleOf(i: RuleInput): CompletionRule {
  switch (i.itemType) {
    case 'quiz':
      return i.quizRule ?? 'passed';
    case 'practice':
    case 'task':
      return practiceRuleOf(i.detail);
    case 'essay':
      return 'answered';
    case 'topic':
      return 'attended';
    case 'webinar':
      return i.servedBySession ? 'attendance' : 'attended';
    case 'video':
      return i.sequential && videoIsWatchable(i.detail.url) ? 'watched' : 'own_action';
    default:
      return 'own_action';
  }
}

/**
 * The percent the rule asks for: a quiz's target score under `passed`, a practice item's pass mark
 * under `graded`; null for every other rule.
 */
export function passMarkOf(rule: CompletionRule, i: { detail: Record<string, unknown>; quizTargetScore: number | null }): number | null {
  if (rule === 'passed') return i.quizTargetScore;
  if (rule === 'graded') return practicePassMarkOf(i.detail);
  return null;
}

/**
 * The 409 message of a complete call on an item whose rule the call cannot satisfy: what completes
 * it (in Indonesian; the API's translation hook answers English requests in English).
 */
export function completionRequiredMessage(rule: CompletionRule, passMark: number | null): string {
  switch (rule) {
    case 'passed':
      return idText('learningMessages:completesWhenPassed', { score: passMark ?? 0 });
    case 'attempted':
      return idText('learningMessages:completesWhenAttempted');
    case 'graded':
      return idText('learningMessages:completesWhenGraded', { score: passMark ?? DEFAULT_PRACTICE_PASS_MARK });
    case 'submitted':
      return idText('learningMessages:completesWhenSubmitted');
    case 'answered':
      return idText('learningMessages:completesWhenAnswered');
    case 'attendance':
      return SESSION_TEXT.completesWhenAttended;
    default:
      return idText('learningMessages:completesWhenWatched');
  }
}
