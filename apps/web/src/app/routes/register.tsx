import { RegisterForm } from '@/features/auth/components/register-form';

/** /register (spec 2.11). */
export function Component() {
  return <RegisterForm />;
}
