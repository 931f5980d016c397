import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The signed-in user's delivery choices, one per notification type. */
export const notificationPreferencesQuery = queryOptions(routeQuery('GET /api/notification-preferences'));
