import { createFileRoute } from '@tanstack/react-router';
import { requireOperator } from '../features/auth/requireSignedIn';
import { EditProfilePage } from '../features/operator-profile/EditProfilePage';

export const Route = createFileRoute('/profile/edit')({
  validateSearch: (search: Record<string, unknown>): { callback?: string } =>
    typeof search.callback === 'string' ? { callback: search.callback } : {},
  beforeLoad: ({ context }) => requireOperator(context.queryClient),
  component: function EditProfileRoute() {
    return <EditProfilePage user={Route.useRouteContext().user} callback={Route.useSearch().callback} />;
  },
});
