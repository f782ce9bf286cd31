import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/infra/db/db';
import { type TestApp, type TestAppOptions, buildTestApp } from './test-app';
import { type SignedInUser, createSignedInUser } from './test-session';

export interface AppWithUsers {
  readonly testApp: TestApp;
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The first signed-in user, each of a new organisation of their own. */
  readonly user: SignedInUser;
  readonly users: readonly SignedInUser[];
}

/** How one user is signed in: from which client address (for tests of the limits per address). */
type UserOptions = Parameters<typeof createSignedInUser>[1];

/**
 * A test file's app and its signed-in users: built before the file's tests (each user registers a
 * new organisation and logs in) and closed after them. Read the fields inside tests and hooks.
 * `users` is how many, or one entry of options per user.
 */
export function appWithUsers(users: number | readonly UserOptions[] = 1, options: TestAppOptions = {}): AppWithUsers {
  let testApp: TestApp | undefined;
  const signedIn: SignedInUser[] = [];
  const each: readonly UserOptions[] = typeof users === 'number' ? Array.from({ length: users }, () => ({})) : users;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
    for (const userOptions of each) signedIn.push(await createSignedInUser(testApp.app, userOptions));
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });
  const started = (): TestApp => {
    if (!testApp) throw new Error('The test app is built in beforeAll: read it inside a test or hook');
    return testApp;
  };
  return {
    get testApp() {
      return started();
    },
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get user() {
      return signedIn[0] as SignedInUser;
    },
    users: signedIn,
  };
}
