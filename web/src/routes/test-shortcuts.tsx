import { createFileRoute } from '@tanstack/react-router';
import { TestShortcutsPage } from '../features/tutorials/TestShortcutsPage';

/** A testing page: links to the flows worth trying by hand. */
export const Route = createFileRoute('/test-shortcuts')({
  component: TestShortcutsPage,
});
