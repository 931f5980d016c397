import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** Recommendations waiting for the networker's answer; refreshed live when the operator changes them. */
export const pendingApprovalQuery = queryOptions(routeQuery('GET /api/networker/pending-approval'));
