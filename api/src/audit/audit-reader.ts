import type { Request } from 'express';
import type { AuditReader } from './prospect-audit.js';

/** Who asks, from the session: an auditor only while acting as one. */
export const auditReader = (request: Request): AuditReader => ({
  userId: request.session.userId!,
  isAuditor: request.session.activeRole === 'auditor',
});
