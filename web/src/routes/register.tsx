import { createFileRoute, notFound } from '@tanstack/react-router';

// Reserved for operator registration, which the identity work adds; until then it answers like an unknown path.
export const Route = createFileRoute('/register')({
  beforeLoad: () => notFound({ throw: true }),
});
