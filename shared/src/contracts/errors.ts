// How the API answers a failure, on every route: `error` (the status's name) and `message` in plain
// words, and for bad input the fields with their own messages (a form shows each beside its field).
import { type Static, Type } from '@sinclair/typebox';

export const ApiErrorBodySchema = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    /** A stable name of the refusal (`DemoAccount`), for a client to say it in the person's language. */
    code: Type.Optional(Type.String()),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String(),
          message: Type.String(),
          /** A stable name of the problem (`WeakPassword`), for a client to say it in the person's language. */
          code: Type.Optional(Type.String()),
          /** What the problem names, for a client's own words (`DateTooEarly`: the earliest date). */
          value: Type.Optional(Type.String()),
        }),
      ),
    ),
  },
  { $id: 'ApiError' },
);
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
