/**
 * The learning player's loading status (its label, read by screen readers), shared by the web's
 * `learning:player` texts, which spread it, and the server, which inlines the same status into the
 * player's page before the scripts run (decision 145). A module of texts only: the web's text
 * chunk imports it without the learning schemas. Indonesian; the English twin is
 * `locales/en/player.ts`.
 */
export const PLAYER_LOADING_TEXT = { loadingCourse: 'Memuat kelas' } as const;
