import { describe, expect, it } from '@jest/globals';
import type { JobName } from '@referrals/contracts';
import { checkJobHandlers, type JobHandler } from './job-handler.js';

const handlerFor = (jobName: string): JobHandler => ({
  jobName: jobName as JobName,
  handle: async () => undefined,
});

describe('the job handler check at boot', () => {
  it('accepts exactly one handler per job name', () => {
    expect(() => checkJobHandlers([handlerFor('email.send')], ['email.send'])).not.toThrow();
  });

  it('refuses a job name without a handler', () => {
    expect(() => checkJobHandlers([], ['email.send'])).toThrow('job "email.send" has no handler');
  });

  it('refuses two handlers for one job name', () => {
    expect(() =>
      checkJobHandlers([handlerFor('email.send'), handlerFor('email.send')], ['email.send']),
    ).toThrow('job "email.send" has 2 handlers');
  });

  it('refuses a handler for a job the catalogue does not know', () => {
    expect(() =>
      checkJobHandlers([handlerFor('email.send'), handlerFor('sms.send')], ['email.send']),
    ).toThrow('handler for unknown job "sms.send"');
  });
});
