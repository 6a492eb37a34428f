/**
 * jsdom for the component tests, with Node's own classes of the fetch API (Response, Request,
 * Headers), which jsdom lacks: a test's fake fetch answers as a server would, and the API client
 * reads that answer as it reads a real one. fetch itself is left out: each test gives its own.
 * Its getComputedStyle gives jsdom's answers faster (jsdom-style-rules.js, loaded before jsdom).
 */
require('./jsdom-style-rules');
const { TestEnvironment } = require('jest-environment-jsdom');

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder', 'structuredClone']) this.global[name] = globalThis[name];
  }
}

module.exports = DomEnvironment;
