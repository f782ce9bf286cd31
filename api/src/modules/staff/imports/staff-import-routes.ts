import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { UPLOAD_BODY_LIMIT } from '../../../infra/http/body-limits';
import { HttpError, notFound } from '../../../infra/http/http-errors';
import type { StaffImports } from './import-runner';
import { ImportIdParams, ImportKindParams, ImportUploadQuery } from './import-schemas';
import type { ImportFormat } from './import-view';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff's uploaded imports (tests step through them with onStep). */
    staffImports: StaffImports;
  }
  interface FastifyContextConfig {
    /** The route takes a text/csv body as well as JSON (the same-origin guard, modules/auth). */
    takesCsv?: boolean;
  }
}

/** The file's content type says its format; a charset it names is not trusted: the bytes are checked (decode-file.ts). */
const FORMATS: Record<string, ImportFormat> = { 'text/csv': 'csv', 'application/json': 'json' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RECENT = 20;
const TOO_LARGE = `The file is larger than the ${UPLOAD_BODY_LIMIT / 1024 / 1024} MiB an import takes: nothing was changed`;

/**
 * Staff upload a catalogue or price-agreement file (README, "Staff: imports"): streamed, read and
 * checked by a worker thread, and written in one transaction, or refused with each row's reason.
 */
export async function staffImportRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const imports = app.staffImports;

  // Here only (this plugin's own scope): the body is the file, handed over as a stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(FORMATS), (_request, payload, done) => done(null, payload));

  typed.post(
    '/staff/imports/:kind',
    {
      onRequest: app.requireStaff,
      schema: { params: ImportKindParams, querystring: ImportUploadQuery },
      bodyLimit: UPLOAD_BODY_LIMIT,
      // The same-origin guard (modules/auth) lets text/csv through to this route.
      config: { takesCsv: true },
      // A file announced larger than the limit is refused before a byte of it is read.
      preParsing: async (request, reply) => {
        const announced = Number(request.headers['content-length'] ?? 0);
        if (announced > UPLOAD_BODY_LIMIT) {
          reply.header('connection', 'close');
          throw new HttpError(413, TOO_LARGE);
        }
      },
    },
    async (request, reply) => {
      const me = request.staff as NonNullable<typeof request.staff>;
      const body = request.body as Readable | undefined;
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const format = FORMATS[type];
      if (!body || typeof body.pipe !== 'function' || !format) throw new HttpError(400, 'Send the file itself as the body, as text/csv or application/json');
      const announced = request.headers['content-length'];
      const outcome = await imports.run({
        kind: request.params.kind,
        format,
        fileName: (request.query.fileName ?? '').trim(),
        staffId: me.staffId,
        body,
        bytesTotal: announced === undefined ? null : Number(announced),
        limit: UPLOAD_BODY_LIMIT,
      });
      if (outcome === null) {
        // The file is left unread, and its connection closed after the answer.
        reply.header('connection', 'close');
        throw new HttpError(409, 'Another import is running: wait until it is done, then send this file again');
      }
      const { view, tooLarge } = outcome;
      if (tooLarge) return reply.code(413).header('connection', 'close').send({ error: 'Payload Too Large', message: TOO_LARGE, import: view });
      if (view.state === 'applied') return { import: view };
      const count = `${view.refusalCount} problem${view.refusalCount === 1 ? '' : 's'} in the file`;
      return reply.code(422).send({ error: 'Unprocessable Entity', message: `The file was refused and nothing was changed: ${count}`, import: view });
    },
  );

  // Polled while a file is uploaded: the import running now, on whichever API process.
  app.get('/staff/imports/current', { onRequest: app.requireStaff }, async () => ({
    import: imports.liveImport() ?? (await imports.store.running()),
  }));

  app.get('/staff/imports', { onRequest: app.requireStaff }, async () => ({ imports: await imports.store.recent(RECENT) }));

  // An import's progress and, once done, its outcome with what was refused and why.
  typed.get('/staff/imports/:importId', { onRequest: app.requireStaff, schema: { params: ImportIdParams } }, async (request) => {
    const { importId } = request.params;
    if (!UUID.test(importId)) throw notFound('No import has this id');
    const view = imports.liveImport(importId) ?? (await imports.store.find(importId.toLowerCase()));
    if (!view) throw notFound('No import has this id');
    return { import: view };
  });
}
