import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';

export const Route = createFileRoute('/change-password/$code')({
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { code } = Route.useParams();
  // A new code (another e-mail link) starts a fresh form.
  return <ResetPasswordForm key={code} code={code} />;
}
