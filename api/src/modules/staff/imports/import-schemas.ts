import { Type } from '@sinclair/typebox';

export const ImportKindParams = Type.Object(
  { kind: Type.Union([Type.Literal('catalog'), Type.Literal('agreements')]) },
  { additionalProperties: false },
);

export const ImportUploadQuery = Type.Object(
  // The file's own name, to show in the list (the body is the file itself).
  { fileName: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

export const ImportIdParams = Type.Object({ importId: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
