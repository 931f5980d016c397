/**
 * BullMQ jobs: one queue per purpose, each job name bound to its payload type.
 * Payloads carry ids and addresses, never secrets such as reset tokens.
 */
export const QUEUES = { email: 'email' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface JobPayloads {
  'email.send': EmailMessage;
  /** The worker looks the address up and, for an account, emails a fresh single-use link. */
  'identity.password-reset': { email: string };
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { readonly [Name in JobName]: QueueName } = {
  'email.send': QUEUES.email,
  'identity.password-reset': QUEUES.email,
};
