import type { AuthUser } from '@referrals/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router';
import { sessionQuery } from './sessionQuery';

/** A route's beforeLoad for signed-in pages: the user, or a redirect to /login. */
export async function requireSignedIn(queryClient: QueryClient): Promise<{ user: AuthUser }> {
  const session = await queryClient.ensureQueryData(sessionQuery);
  // TanStack Router redirects by throwing its redirect Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!session.user) throw redirect({ to: '/login' });
  return { user: session.user };
}

/** A route's beforeLoad for the operator's pages: signed in and acting as operator, else the dashboard. */
export async function requireOperator(queryClient: QueryClient): Promise<{ user: AuthUser }> {
  const { user } = await requireSignedIn(queryClient);
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (user.activeRole !== 'operator') throw redirect({ to: '/dashboard' });
  return { user };
}

/**
 * The invitation previews' beforeLoad. The server renders only a preview's shell (its bar and
 * placeholders, nothing of the invitation's or the operator's), so it checks nobody; the browser checks
 * the viewer is an operator before it hydrates that shell (main.tsx), as on any navigation.
 */
export async function requireOperatorInBrowser({ queryClient, onServer }: RouterContext): Promise<void> {
  if (!onServer) await requireOperator(queryClient);
}
