import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { localReturnPath } from '../features/auth/returnPath';

export const Route = createFileRoute('/login')({
  /** `redirect`: the page of this site to come back to once signed in (the dashboard without it). */
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = localReturnPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginPage,
});
