import { createFileRoute } from '@tanstack/react-router';
import { DoubleOptInPage } from '../features/double-opt-in/DoubleOptInPage';

/** Requires a session: signed-out visitors see 'Authentication Required' with a way to sign in. */
export const Route = createFileRoute('/double-opt-in/$uuid')({
  component: function DoubleOptInRoute() {
    return <DoubleOptInPage uuid={Route.useParams().uuid} />;
  },
});
