/** The admin acting in the console, for the audit log (issue 14 item 8). */
export type Actor = { id: number; ip: string | null };
