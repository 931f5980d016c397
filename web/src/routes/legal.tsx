import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';

/** Every legal document on one page; each section has the spec's anchor (#terms, #privacy, …). */
export const Route = createFileRoute('/legal')({
  component: LegalPage,
});
