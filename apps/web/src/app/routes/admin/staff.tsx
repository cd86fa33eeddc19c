import { StaffConsole } from '@/features/staff/components/staff-console';

/** /admin/staff: invite staff, change roles, assign courses (issue 14 item 6). */
export function Component() {
  return <StaffConsole />;
}
