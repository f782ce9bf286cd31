// For load balancers and process managers: /api/health (alive) and /api/ready (should get requests).
import { Type } from '@sinclair/typebox';

export const HealthAnswerSchema = Type.Object({ status: Type.Literal('ok') });

/** Ready, nothing more: anyone may ask, so it names no folder, database or count. */
export const ReadyAnswerSchema = Type.Object({ status: Type.Literal('ready') });

/** Why the process should get no requests now: stopping, or its database does not answer. */
export const NotReadyAnswerSchema = Type.Object({ message: Type.String() });
