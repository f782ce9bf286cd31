import type { Db, Queryable } from '../../src/infra/db/db';
import { type TestDatabase, createTestDatabase } from './test-database';

/** A test database whose connections note every statement they run. */
export async function countingTestDatabase(): Promise<{ database: TestDatabase; statements: string[] }> {
  const inner = await createTestDatabase();
  const statements: string[] = [];
  const counting = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return target.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return target.exec(sql);
    },
  });
  const database: TestDatabase = {
    kind: inner.kind,
    drop: () => inner.drop(),
    async open(): Promise<Db> {
      const db = await inner.open();
      return {
        ...counting(db),
        transaction: (fn) => db.transaction((tx) => fn(counting(tx))),
        close: () => db.close(),
        listen: (channel, handlers) => db.listen(channel, handlers),
        get hearing() {
          return db.hearing;
        },
        description: db.description,
        soleWriter: db.soleWriter,
      };
    },
  };
  return { database, statements };
}
