import { createFileRoute } from '@tanstack/react-router';
import { redirectToLegalSection } from '../features/legal/redirectToLegalSection';

/** The usual address of the terms: the legal page, at its terms section. */
export const Route = createFileRoute('/terms')({ beforeLoad: redirectToLegalSection('terms') });
