import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { redirectSearch } from '@/lib/urls';

// ?redirect=/event-detail/5 : where to go back once logged in (a path of the app only).
export const Route = createFileRoute('/login')({
  validateSearch: redirectSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginForm redirect={redirect} />;
}
