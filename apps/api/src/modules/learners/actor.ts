/** The admin acting in the console, for the audit log. */
export type Actor = { id: number; ip: string | null };
