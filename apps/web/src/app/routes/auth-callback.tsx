import { SsoCallback } from '@/features/auth/components/sso-callback';

/** /auth/callback?token=… (spec 2.15), outside the auth layout on purpose. */
export function Component() {
  return <SsoCallback />;
}
