import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/createQueryClient';
import { seedPageQueryAnswers } from './api/pageQueryAnswers';
import { LiveUpdatesProvider } from './live/LiveUpdatesProvider';
import { createAppRouter } from './router';
import './ui/global.css';

const queryClient = createQueryClient();
seedPageQueryAnswers(queryClient, document);
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element.');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LiveUpdatesProvider>
        <RouterProvider router={router} />
      </LiveUpdatesProvider>
    </QueryClientProvider>
  </StrictMode>,
);
