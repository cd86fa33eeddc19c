import { ReportsPage } from '@/features/reports/components/reports-page';

/** /admin/reports: reports with charts and CSV; Recharts loads only in this chunk. */
export function Component() {
  return <ReportsPage />;
}
