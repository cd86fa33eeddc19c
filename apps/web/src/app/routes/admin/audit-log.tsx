import { AuditLogConsole } from '@/features/audit/components/audit-log-console';

/** /admin/audit-log: the audit-log search with a before/after view. */
export function Component() {
  return <AuditLogConsole />;
}
