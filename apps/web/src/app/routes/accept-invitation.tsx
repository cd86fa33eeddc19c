import { AcceptInvitationPage } from '@/features/staff/components/accept-invitation-page';

/** /invitations/accept?token=… : 'Terima Undangan' (decision 266), signed in or not. */
export function Component() {
  return <AcceptInvitationPage />;
}
