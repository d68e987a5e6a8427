// Preloaded into each Vitest worker (vitest.config.ts, execArgv) before jsdom. jsdom's selector engine
// (@asamuzakjp/dom-selector) calls bidi-js's factory on every `:dir()` match, which jsdom's own
// stylesheet asks of every element with a `dir` attribute and every <bdi> on each
// getComputedStyle; each call parses the whole Unicode bidi table again. The app writes strings
// from the service in <bdi> and dir="auto", so Testing Library's role queries spent about a fifth
// of the component tests' time there. The factory's result holds only pure functions over that
// table: made once here, it is shared by every call.
'use strict';
const path = require.resolve('bidi-js', { paths: [require.resolve('@asamuzakjp/dom-selector')] });
const bidiFactory = require(path);
let bidi = null;
require.cache[path].exports = function bidiOnce() {
  return (bidi ??= bidiFactory());
};
