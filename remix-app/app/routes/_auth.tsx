import { Outlet } from '@remix-run/react';
import { AuthLayout } from '#app/features/identity/auth-layout.tsx';
import { usePublicEnv } from '#app/utils/public-env.ts';

// Pathless layout for the public screens: /login, /register-provider, password and verification pages.
export default function AuthRoutesLayout() {
  const { PRODUCT_NAME } = usePublicEnv();
  return (
    <AuthLayout productName={PRODUCT_NAME}>
      <Outlet />
    </AuthLayout>
  );
}
