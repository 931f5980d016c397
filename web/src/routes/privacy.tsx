import { createFileRoute } from '@tanstack/react-router';
import { redirectToLegalSection } from '../features/legal/redirectToLegalSection';

/** The usual address of the privacy policy: the legal page, at its privacy section. */
export const Route = createFileRoute('/privacy')({ beforeLoad: redirectToLegalSection('privacy') });
