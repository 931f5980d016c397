import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './sessionQuery';

/** The session as the server knows it; `user` is null when signed out. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { ...query, user: query.data?.user ?? null };
}
