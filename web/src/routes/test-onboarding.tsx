import { createFileRoute } from '@tanstack/react-router';
import { onlyInTestingBuilds } from '../features/tutorials/testingPages';
import { TestOnboardingPage } from '../features/tutorials/TestOnboardingPage';

/** A testing page: the networker slideshow on its own, reporting how it ended. Not in production builds. */
export const Route = createFileRoute('/test-onboarding')({
  beforeLoad: onlyInTestingBuilds,
  // The literal comparison lets a production build drop the page's code (see testingPages.ts).
  component: import.meta.env.MODE === 'production' ? undefined : TestOnboardingPage,
});
