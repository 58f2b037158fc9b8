/**
 * Type-checks several small consumer projects in one process with the TypeScript compiler API,
 * as `tsc -p` would (one program per project), but parsing each file once for all of them: the
 * DOM lib and the package's declarations are most of a program's work, and a `tsc` process per
 * project paid them again each time (8–14 s a project on the shared 2-core machine).
 *
 * Owns: {@link typecheckProjects}. Does not own: the projects (test/package/types.test.ts).
 */
import ts from 'typescript';

/** One consumer project: its compiler options (as in a tsconfig.json) and its root files. */
export interface ConsumerProject {
  readonly name: string;
  readonly compilerOptions: Record<string, unknown>;
  readonly files: readonly string[];
}

/**
 * The diagnostics of each project, formatted as `tsc` prints them (paths relative to `dir`),
 * one string per project ('' when it type-checks).
 */
export function typecheckProjects(dir: string, projects: readonly ConsumerProject[]): Record<string, string> {
  const parsed = new Map<string, ts.SourceFile>();
  const out: Record<string, string> = {};
  for (const project of projects) {
    const { options, errors } = ts.convertCompilerOptionsFromJson(project.compilerOptions, dir);
    if (errors.length > 0) throw new Error(`typecheckProjects: ${project.name}: ${ts.flattenDiagnosticMessageText(errors[0].messageText, '\n')}`);
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, version, onError, fresh) => {
      // a file parses and binds the same for every project with the same language version and
      // module format, given the same options that TypeScript marks as affecting a source file
      // (alwaysStrict, jsx, moduleDetection…: the same in every project of the callers)
      const format = typeof version === 'object' ? `${version.languageVersion}/${version.impliedNodeFormat}` : String(version);
      const key = `${format}|${fileName}`;
      let file = parsed.get(key);
      if (file === undefined || fresh) {
        file = read(fileName, version, onError, fresh);
        if (file !== undefined) parsed.set(key, file);
      }
      return file;
    };
    const program = ts.createProgram({ rootNames: project.files.map((f) => `${dir}/${f}`), options, host });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    out[project.name] = ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => dir,
      getNewLine: () => '\n',
    });
  }
  return out;
}
