import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n/i18n';
import './index.css';
import { App } from '@/app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
