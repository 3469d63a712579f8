import { redirect } from '@tanstack/react-router';
import { getSession } from '@/session/session';
import type { SessionUser } from '@/session/session';

/** For a route's beforeLoad: signed-out visitors go to /login (spec §2, §6), and come back after with `back`. */
export function requireSession(back?: string): SessionUser {
  const { user, token } = getSession();
  if (!user || !token) throw redirect({ to: '/login', search: back ? { redirect: back } : {} });
  return user;
}
