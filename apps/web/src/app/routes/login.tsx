import { LoginForm } from '@/features/auth/components/login-form';

/** /login (spec 2.10). */
export function Component() {
  return <LoginForm />;
}
