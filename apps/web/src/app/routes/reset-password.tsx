import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password?token=… (spec 2.13). */
export function Component() {
  return <ResetPasswordForm />;
}
