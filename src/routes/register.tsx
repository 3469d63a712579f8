import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { redirectSearch } from '@/lib/urls';

export const Route = createFileRoute('/register')({
  validateSearch: redirectSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterForm redirect={redirect} />;
}
