import { createFileRoute } from '@tanstack/react-router';
import { TestOnboardingPage } from '../features/tutorials/TestOnboardingPage';

/** A testing page: the networker slideshow on its own, reporting how it ended. */
export const Route = createFileRoute('/test-onboarding')({
  component: TestOnboardingPage,
});
