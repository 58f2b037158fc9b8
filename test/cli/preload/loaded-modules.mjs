// Preloaded into the CLI by test/cli/startup.test.ts (node --import): reports on stderr each
// module file the process loads (`module: URL`), in the main thread and in worker threads
// alike, through a module load hook (node:module `register`; the hooks run on a thread of
// their own, hence the direct write to fd 2).
import { register } from 'node:module';

const hooks = `
import { writeSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) writeSync(2, 'module: ' + url + '\\n');
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
