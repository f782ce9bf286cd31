// For load balancers and process managers: /api/health (alive) and /api/ready (should get requests).
import { Type } from '@sinclair/typebox';

export const HealthAnswerSchema = Type.Object({ status: Type.Literal('ok') });

export const ReadyAnswerSchema = Type.Object({
  status: Type.Literal('ready'),
  /** Which database the process runs on: `postgres`, or `pglite` with its folder. */
  database: Type.String(),
  /** Products in the catalogue held in memory. */
  products: Type.Integer(),
});

/** Why the process should get no requests now: stopping, or its database does not answer. */
export const NotReadyAnswerSchema = Type.Object({ message: Type.String() });
