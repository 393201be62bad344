import type { Executor } from "./client";

const preparedByDatabase = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A statement of the hot paths, made once per database handle (or transaction): Drizzle builds its SQL once and
 * PostgreSQL parses it once per connection. `name` is the statement's name on the connection; `make` must
 * always build the same SQL for it.
 */
export function prepared<Statement>(db: Executor, name: string, make: () => Statement): Statement {
  let statements = preparedByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (!statement) {
    statement = make();
    statements.set(name, statement);
  }
  return statement;
}
