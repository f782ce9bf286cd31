// Stands in for @module-federation/sdk's logger in the browser builds. Its own logger picks a console
// method by fallbacks, adds stack traces in a debug mode and binds to webpack's infrastructure logger:
// things for a build machine. On a customer's page its messages only need to reach the console,
// and the shop's own plugin (shell/src/federation/remote-failure-plugin.ts) reports load failures.
// Same exports, about 1.4 KB less in the host and in every remote entry.
const PREFIX = '[ Module Federation ]';

/** Each of the SDK logger's writing methods, and the console method it writes with here. */
const CONSOLE_METHODS = { log: 'log', info: 'info', success: 'info', ready: 'info', warn: 'warn', error: 'error' };

class ConsoleLogger {
  constructor(prefix) {
    this.prefix = prefix;
  }

  setPrefix(prefix) {
    this.prefix = prefix;
  }

  setDelegate() {}

  debug() {}
}

for (const [method, consoleMethod] of Object.entries(CONSOLE_METHODS)) {
  ConsoleLogger.prototype[method] = function write(...args) {
    console[consoleMethod](this.prefix, ...args);
  };
}

export function createLogger(prefix) {
  return new ConsoleLogger(prefix);
}

export const createInfrastructureLogger = createLogger;

export function bindLoggerToCompiler() {}

export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
