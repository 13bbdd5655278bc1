/**
 * The admin's data cache (TanStack Query) for every screen. What one person read is not
 * shown to the next: the cache is emptied when the signed-in user changes or signs out.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { createAdminQueryClient } from './query-client.ts';

export function AdminDataProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  const userId = useAuth().session?.user.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
