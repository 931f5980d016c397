import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The signed-in user's passkeys, as their profile lists them. */
export const ownPasskeysQuery = queryOptions(routeQuery('GET /api/auth/passkeys'));
