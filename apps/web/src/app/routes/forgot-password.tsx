import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password (spec 2.12). */
export function Component() {
  return <ForgotPasswordForm />;
}
