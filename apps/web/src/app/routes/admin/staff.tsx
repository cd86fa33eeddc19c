import { StaffConsole } from '@/features/staff/components/staff-console';

/** /admin/staff: invite staff, change roles, assign courses. */
export function Component() {
  return <StaffConsole />;
}
