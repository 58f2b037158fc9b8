/**
 * A TypeDoc plugin (typedoc.json `plugin`): a re-export gets the categories of what it
 * re-exports. `sudoku-wasm/url` and `sudoku-wasm/worker` re-export most of the main entry, which
 * TypeDoc lists as references, and a reference has no comment of its own, so without this their
 * pages would put every re-export in the default category instead of the task it belongs to.
 *
 * Owns: copying `@category` tags to references, before TypeDoc's CategoryPlugin (priority -200)
 * sorts them, and then ordering each category's references as typedoc.json's `kindSortOrder`
 * orders declarations: the calls before the types (TypeDoc sorts references by name only). A reference's own comment is replaced: TypeDoc gives it the comment of the
 * `export { … } from` statement it comes from, which in src/public.ts describes the source
 * file (the first one is that file's header), not the export.
 */
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** The `@category` tags of a reflection's comment and of its signatures' comments. */
function categoryTags(reflection) {
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
  return comments.flatMap((c) => c?.blockTags.filter((tag) => tag.tag === '@category') ?? []);
}

/** Where a reflection's kind (a reference: its target's) comes in `kindSortOrder`. */
function kindRank(reflection, order) {
  const target = reflection.kindOf(ReflectionKind.Reference) ? reflection.getTargetReflectionDeep() : reflection;
  const rank = order.indexOf(ReflectionKind[target.kind]);
  return rank < 0 ? order.length : rank;
}

/** Registers the plugin. @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reference of context.project.getReflectionsByKind(ReflectionKind.Reference)) {
      const tags = categoryTags(reference.getTargetReflectionDeep());
      if (tags.length > 0) reference.comment = new Comment([], tags.map((tag) => new CommentTag('@category', tag.content)));
    }
  });
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const order = app.options.getValue('kindSortOrder');
    for (const module of context.project.getReflectionsByKind(ReflectionKind.SomeModule)) {
      for (const category of module.categories ?? []) {
        // a stable sort: references of one kind stay in the order of their names
        category.children.sort((a, b) => kindRank(a, order) - kindRank(b, order));
      }
    }
  }, -300);
}
