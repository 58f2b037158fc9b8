// A caller's own worker script for the browser test: the package's entry, plus an untagged
// test message { test: 'throw' } that raises an uncaught exception (the Worker's error event).
import '/dist/worker/entry.js';

self.addEventListener('message', (event) => {
  if (event.data?.test === 'throw') throw new Error('boom from the test worker');
});
