import { redirect } from '@tanstack/react-router';
import { getSession } from '@/api/session';
import type { SessionUser } from '@/api/types';

/** For a route's beforeLoad: signed-out visitors go to /login (spec §2, §6). */
export function requireSession(): SessionUser {
  const { user, token } = getSession();
  if (!user || !token) throw redirect({ to: '/login' });
  return user;
}
