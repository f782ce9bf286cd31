// Stands in for @module-federation/sdk's logger in the browser builds. Its own logger picks a console
// method by fallbacks, adds stack traces in a debug mode and binds to webpack's infrastructure logger:
// things for a build machine. On a customer's page its messages only need to reach the console,
// and the shop's own plugin (shell/src/federation/remote-failure-plugin.ts) reports load failures.
// Same exports, about 1.4 KB less in the host and in every remote entry.
const PREFIX = '[ Module Federation ]';

class ConsoleLogger {
  constructor(prefix) {
    this.prefix = prefix;
  }

  setPrefix(prefix) {
    this.prefix = prefix;
  }

  setDelegate() {}

  log(...args) {
    console.log(this.prefix, ...args);
  }

  info(...args) {
    console.info(this.prefix, ...args);
  }

  success(...args) {
    console.info(this.prefix, ...args);
  }

  ready(...args) {
    console.info(this.prefix, ...args);
  }

  warn(...args) {
    console.warn(this.prefix, ...args);
  }

  error(...args) {
    console.error(this.prefix, ...args);
  }

  debug() {}
}

export function createLogger(prefix) {
  return new ConsoleLogger(prefix);
}

export const createInfrastructureLogger = createLogger;

export function bindLoggerToCompiler() {}

export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
