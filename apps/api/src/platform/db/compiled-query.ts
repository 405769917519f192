import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/** Enough for every shape of the queries kept this way, with room for IN lists of many lengths. */
const MAX_SHAPES = 200;

/** Stands for one value of a run (or one item of a list value) while the query is compiled. */
class Slot {
  constructor(
    readonly name: string,
    readonly index: number | null,
  ) {}
}

/** What a query's builder gets instead of values: stand-ins that compile to parameters. */
export type Slots<Values> = {
  /** The value `name` of each run. */
  value: <K extends keyof Values & string>(name: K) => Values[K];
  /** The items of the list value `name`, one parameter each; the shape key must hold `count`. */
  items: <K extends keyof Values & string>(
    name: K,
    count: number,
  ) => Values[K] extends readonly (infer Item)[] ? Item[] : never;
};

/**
 * A query that Kysely builds and compiles once per database and shape, then runs with each
 * call's values: building and compiling cost more than SQLite's own work on a short read. The
 * builder gets stand-ins for the values (`slots.value('limit')`), which compile to parameters;
 * the shape's key must name everything else that changes the SQL text (which clauses, how many
 * items in a list). A stand-in that does not reach the parameters (a value computed on in
 * JavaScript) fails the first compile, so a query cannot silently keep one call's value.
 */
export function compiledQuery<Shape, Values extends Record<string, unknown>, Row>(options: {
  keyOf: (shape: Shape) => string;
  build: (db: Db, shape: Shape, slots: Slots<Values>) => Compilable<Row>;
}): (db: Db, shape: Shape, values: Values) => Promise<Row[]> {
  const byDatabase = new WeakMap<Db, Map<string, CompiledQuery<Row>>>();

  const compile = (db: Db, shape: Shape): CompiledQuery<Row> => {
    const made = new Set<Slot>();
    const make = (name: string, index: number | null) => {
      const slot = new Slot(name, index);
      made.add(slot);
      return slot;
    };
    const slots = {
      value: (name: string) => make(name, null),
      items: (name: string, count: number) =>
        Array.from({ length: count }, (_, index) => make(name, index)),
    } as unknown as Slots<Values>;
    const query = options.build(db, shape, slots).compile();
    const reached = new Set(query.parameters.filter((value) => value instanceof Slot));
    for (const slot of made) {
      if (!reached.has(slot)) {
        throw new Error(`The value ${slot.name} of a compiled query is not one of its parameters.`);
      }
    }
    return query;
  };

  return async (db, shape, values) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    const key = options.keyOf(shape);
    let compiled = shapes.get(key);
    if (compiled) {
      shapes.delete(key);
    } else {
      compiled = compile(db, shape);
      if (shapes.size >= MAX_SHAPES) {
        const oldest = shapes.keys().next().value;
        if (oldest !== undefined) shapes.delete(oldest);
      }
    }
    shapes.set(key, compiled);
    const parameters = compiled.parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter;
      const value = values[parameter.name];
      return parameter.index === null ? value : (value as readonly unknown[])[parameter.index];
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
