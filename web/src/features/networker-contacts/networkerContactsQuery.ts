import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The signed-in networker's contacts; the key is the path the server names when one changes. */
export const networkerContactsQuery = queryOptions(routeQuery('GET /api/networker/contacts-with-status'));
