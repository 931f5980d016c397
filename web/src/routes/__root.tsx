import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import type { RouterContext } from '../router';
import { AppShell } from '../ui/AppShell';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
