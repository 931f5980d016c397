import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { createQueryClient } from './api/createQueryClient';
import { seedPageQueryAnswers } from './api/pageQueryAnswers';
import { createAppRouter } from './router';
import './ui/global.css';

const queryClient = createQueryClient();
seedPageQueryAnswers(queryClient, document);
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');
const app = <AppRoot queryClient={queryClient} router={router} />;

if (rootElement.hasAttribute('data-server-rendered')) {
  // The server rendered this page (a public page: entry-server.tsx). Its route's code and data are
  // loaded first, so the first render is the server's HTML and React only attaches to it. The router
  // then renders its matches as on the server (no suspense boundary around them). As a transition,
  // hydration yields to the browser every few milliseconds instead of holding it in one long task.
  // boot-after-paint.js presses again, once hydration has started, a button pressed before: React then
  // finishes hydrating and answers the click.
  // A route that failed to load still hydrates: React then renders the route's error screen afresh.
  router.ssr = { manifest: undefined };
  void router
    .load()
    .catch((error: unknown) => console.error('The page could not load its route:', error))
    .then(() => {
      rootElement.setAttribute('data-hydrating', '');
      startTransition(() => void hydrateRoot(rootElement, app));
    });
} else {
  createRoot(rootElement).render(app);
}
