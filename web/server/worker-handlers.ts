// What the worker does for each kind of job, in one place. Every JobKind must have a handler
// (the type says so). A handler throws to ask for a retry with backoff, or throws
// PermanentJobError when retrying cannot help (a payload that can never be processed).
import * as v from 'valibot';
import type { JobKind } from './jobs.server.ts';
import { sendMail } from './mail.server.ts';

export type Job = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Failed attempts so far. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
};

export type JobContext = {
  job: Job;
  /** Aborted when the job runs out of time; long handlers should pass it on (fetch, etc.). */
  signal: AbortSignal;
};

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

const MailPayload = v.object({
  to: v.pipe(v.string(), v.trim(), v.email('to must be an email address')),
  subject: v.pipe(v.string(), v.minLength(1, 'subject must not be empty')),
  text: v.string(),
  html: v.string(),
});

export const jobHandlers: { [K in JobKind]: JobHandler } = {
  'send-email': async (payload) => {
    const mail = v.safeParse(MailPayload, payload);
    if (!mail.success) {
      throw new PermanentJobError(`send-email payload is not a mail: ${mail.issues[0].message}`);
    }
    await sendMail(mail.output);
  },
};
