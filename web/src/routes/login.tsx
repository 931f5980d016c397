import { createFileRoute, notFound } from '@tanstack/react-router';

// Reserved for the sign-in page, which the identity work adds; until then it answers like an unknown path.
export const Route = createFileRoute('/login')({
  beforeLoad: () => notFound({ throw: true }),
});
