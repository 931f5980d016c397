import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { createQueryClient } from './api/createQueryClient';
import { seedPageQueryAnswers } from './api/pageQueryAnswers';
import { sessionQuery } from './features/auth/sessionQuery';
import { createAppRouter } from './router';
import './ui/global.css';

/** Resolves in a later task: the work after it leaves the browser free to paint and answer first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The query cache (with the answers the page came with), the router and the app they run. */
function createApp(serverRendered: boolean) {
  const queryClient = createQueryClient();
  seedPageQueryAnswers(queryClient, document);
  const router = createAppRouter(queryClient, { serverRendered });
  return { queryClient, router, app: <AppRoot queryClient={queryClient} router={router} /> };
}

/**
 * A page the server rendered (a public page: entry-server.tsx). Its route's code and data are loaded
 * first, so the first render is the server's HTML and React only attaches to it. The router then renders
 * its matches as on the server (no suspense boundary around them). As a transition, hydration yields to
 * the browser every few milliseconds instead of holding it in one long task. The boot script
 * (bootAfterPaint.ts) presses again, once hydration has started, a button pressed before: React then
 * finishes hydrating and answers the click. A route that failed to load still hydrates: React then renders the route's error screen.
 * Each step runs in a task of its own, so the browser can answer in between: this script's evaluation,
 * creating the app, asking who is signed in (the app would ask from a component's effect, within
 * hydration's commit), loading the route, hydrating. A route whose check redirects (an invitation's
 * preview, whose shell the server renders for anyone with a session cookie) renders its new page afresh.
 */
async function hydrateServerPage(rootElement: HTMLElement): Promise<void> {
  const servedAddress = currentAddress();
  await nextTask();
  const { queryClient, router, app } = createApp(true);
  router.ssr = { manifest: undefined };
  await nextTask();
  void queryClient.prefetchQuery(sessionQuery);
  await nextTask();
  await router.load().catch((error: unknown) => console.error('The page could not load its route:', error));
  // Releases what the boot script (bootAfterPaint.ts) holds, and presses again what was pressed meanwhile.
  rootElement.setAttribute('data-hydrating', '');
  if (currentAddress() === servedAddress) {
    startTransition(() => void hydrateRoot(rootElement, app));
    return;
  }
  // The route's check sent the viewer elsewhere (a preview opened by someone who is not its operator, say):
  // the server's HTML is not that page's, so the page is rendered afresh instead of hydrated.
  router.ssr = undefined;
  rootElement.removeAttribute('data-server-rendered');
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}

const currentAddress = () => window.location.pathname + window.location.search;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');
if (rootElement.hasAttribute('data-server-rendered')) {
  void hydrateServerPage(rootElement);
} else {
  createRoot(rootElement).render(createApp(false).app);
}
