import { VerifyLoginForm } from '@/features/auth/components/verify-login-form';

/** /verify-login?email=… (spec 2.14). */
export function Component() {
  return <VerifyLoginForm />;
}
