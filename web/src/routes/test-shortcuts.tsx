import { createFileRoute } from '@tanstack/react-router';
import { onlyInTestingBuilds } from '../features/tutorials/testingPages';
import { TestShortcutsPage } from '../features/tutorials/TestShortcutsPage';

/** A testing page: links to the flows worth trying by hand. Not in production builds. */
export const Route = createFileRoute('/test-shortcuts')({
  beforeLoad: onlyInTestingBuilds,
  // The literal comparison lets a production build drop the page's code (see testingPages.ts).
  component: import.meta.env.MODE === 'production' ? undefined : TestShortcutsPage,
});
