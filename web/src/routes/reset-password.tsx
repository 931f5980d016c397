import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
