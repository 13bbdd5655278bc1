import { lazy } from 'react';
import { AppShell } from './AppShell.tsx';

// The admin is its own chunk: a visitor never downloads it. The public shell is in the entry
// chunk (one request less before the first page); each public page is its own chunk.
const AdminApp = lazy(() => import('../admin/AdminApp.tsx'));

export function App() {
  return <AppShell admin={<AdminApp />} />;
}
