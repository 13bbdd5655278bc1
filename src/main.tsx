import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';

// The server writes each page's metadata into the HTML for crawlers; from here on React's
// document metadata owns the head, so those tags (and the static title) go to avoid duplicates.
for (const node of document.head.querySelectorAll('[data-head="server"], title')) node.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
