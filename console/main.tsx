import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { consoleRouter } from './app/App';
import { consoleResources } from './registry';

/** The console's page (console/index.html): the app shell composed with every resource. */
const router = consoleRouter(consoleResources);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
