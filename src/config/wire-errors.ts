/**
 * Errors cross a thread or process boundary as plain data: a structured clone keeps only the message of an
 * Error, and JSON not even that. Each class that callers tell apart registers, beside its own declaration,
 * how it is rebuilt from the wire; `errorFromWire` gives it back as itself, and any other error as a plain
 * Error with the same name and message.
 *
 * It sits on the lowest floor so that a class of any floor can register: FeedError in src/catalogue as well
 * as the engine's refusals in src/commerce. The server holds two copies of some modules (Node's and the
 * Astro bundle's); each copy of this one rebuilds the classes of its own copy, the ones its callers check.
 */
export interface ErrorOnTheWire {
  name: string;
  message: string;
  code?: string | undefined;
  stack?: string | undefined;
}

/** The error again, from what crossed; undefined when that does not fit the class (it becomes a plain Error). */
export type Rebuild = (wire: ErrorOnTheWire) => Error | undefined;

const rebuilds = new Map<string, Rebuild>();

/**
 * Registers how the errors named `name` are rebuilt. The first registration of a name holds: a second copy of
 * the same module loaded by the same copy of this one (a test's) leaves the classes of the first in place.
 */
export function crossesThreads(name: string, rebuild: Rebuild): void {
  if (!rebuilds.has(name)) rebuilds.set(name, rebuild);
}

export function errorToWire(error: unknown): ErrorOnTheWire {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code } = error as { code?: unknown };
  return {
    name: error.name,
    message: error.message,
    // Only a registered class's code means something on the other side; another's (ENOENT) stays out.
    code: rebuilds.has(error.name) && typeof code === 'string' ? code : undefined,
    stack: error.stack,
  };
}

export function errorFromWire(wire: ErrorOnTheWire): Error {
  let error = rebuilds.get(wire.name)?.(wire);
  if (!error) {
    error = new Error(wire.message);
    error.name = wire.name;
  }
  // Where it was thrown, in the other thread, is what helps whoever reads the log.
  if (wire.stack) error.stack = wire.stack;
  return error;
}
