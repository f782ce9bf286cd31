import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { redirectWithin } from '../../infra/http/local-redirect';
import { isApiPath, isPagePath, pathnameOf } from '../web-paths';
import { storeConsentAnswer } from './consent-answer';

/**
 * A form of the shop submitted by the browser itself, to its page's address: scripts are off, so
 * the form's code (which sends it through the API) never ran (shared/src/ui/post-form.tsx). The
 * fields are dropped unread, nothing logs them, and the answer is the page again (303, a GET), where
 * the form's note says it needs JavaScript; reloading that page submits nothing again. A form
 * larger than the shop's largest is refused 413. Its own context: a form body is read nowhere else
 * (the API answers it 415), and a page reads nothing but a form. The consent bar's buttons post
 * this way too, their answer in the address (consent-answer.ts): that answer is stored.
 */
export async function formPostsToPages(app: FastifyInstance, { trustedOrigins }: { trustedOrigins: readonly string[] }) {
  // Only a browser's form: anything else sent to a page (JSON, text) is refused 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  // The largest of the shop's forms, the organisation's registration, and no more.
  app.post('/*', bodyLimit('organization'), async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (isApiPath(pathname) || pathname.startsWith('/remotes/') || !isPagePath(pathname)) return reply.callNotFound();
    const next = storeConsentAnswer(request, reply, trustedOrigins) ?? request.url;
    // The page's own address, as a path on the shop: a form posted to `//evil.example/x` goes to /evil.example/x.
    return redirectWithin(reply.header('cache-control', PRIVATE_NO_STORE), next, 303);
  });
}
