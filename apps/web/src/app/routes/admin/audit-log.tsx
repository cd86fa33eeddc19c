import { AuditLogConsole } from '@/features/audit/components/audit-log-console';

/** /admin/audit-log: the audit-log search with a before/after view (issue 14 item 8). */
export function Component() {
  return <AuditLogConsole />;
}
