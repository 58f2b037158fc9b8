/**
 * The one line a worker prints for the runner: `@@RESULT {json}` on stdout. A marker, because
 * some peers print to stdout themselves.
 */
export const RESULT_MARK = '@@RESULT ';
