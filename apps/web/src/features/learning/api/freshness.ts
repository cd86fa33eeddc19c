/**
 * How long the player's course activity and active material count as fresh, in milliseconds
 * (decision 145). The first page's data is asked for before the player's code has run
 * (`prefetchPlayer`); without a window the player would ask for both again as it mounts. Every
 * change the player makes (a completion, a quiz, an essay, a queued completion sent) invalidates
 * them at once, so the window hides none of the learner's own changes.
 */
export const PLAYER_DATA_FRESH_MS = 10_000;
