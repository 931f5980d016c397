/** The one JSON shape of every error the API answers. */
export interface ApiErrorBody {
  statusCode: number;
  /** The same human message as `message`: the spec's clients show this field. */
  error: string;
  message: string;
}

/** What every command endpoint answers with, merged into its own result. */
export interface CommandAnswer {
  /** Position ("<commit>-<prepare>") of the command's last event. */
  position: string;
  /** False when the read models had not caught up within the wait bound; the socket finishes the job. */
  readModelsCaughtUp: boolean;
}

export type CheckStatus = 'up' | 'down';

export interface ProjectionLag {
  name: string;
  /** The projector's checkpoint, "<commit>-<prepare>". */
  checkpoint: string;
  /** Events committed after the checkpoint that the projector has not yet handled (an estimate on KurrentDB). */
  behind: number;
  /** Age of the oldest unhandled event, in milliseconds; 0 when caught up. */
  lagMs: number;
}

export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  checks: { postgres: CheckStatus; redis: CheckStatus; eventStore: CheckStatus };
  eventStore: { adapter: string; head: string | null };
  projections: ProjectionLag[];
}

export interface LivenessReport {
  status: 'ok';
  uptimeSeconds: number;
  roles: string[];
}
