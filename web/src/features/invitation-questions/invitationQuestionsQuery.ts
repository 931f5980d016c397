import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** Questions visitors asked on the operator's invitation pages; the projector names this key when one arrives. */
export const invitationQuestionsQuery = queryOptions(routeQuery('GET /api/operator/invitation-questions'));
