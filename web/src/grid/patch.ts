/**
 * Brings an element's children in line with freshly built ones (tags, attributes, text) while
 * keeping the nodes already there wherever one of the same kind stands in the same place: a
 * cell whose candidates change (one struck, one ringed, one gone) has those few restyled, not all
 * its marks rebuilt. A rebuilt cell's nodes are styled, given layout objects and text shaped anew
 * (about 2 ms a cell of nine candidates at 4× CPU throttling; a step of Killer sudoku [0 cage,
 * hard] rebuilt 6–8 cells: docs/design/page.md); a class changed on a kept mark costs a tenth of that.
 *
 * Owns: {@link setAttribute}, {@link patchChildren}. Does not own: what the children are (`view.ts`).
 */

/** Sets an attribute unless it already has that value. */
export const setAttribute = (el: Element, name: string, value: string): void => {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

/** Whether `next` can take the place of `now` by changing its attributes or text: same node type and tag. */
const sameKind = (now: Node, next: Node): boolean => now.nodeType === next.nodeType && now.nodeName === next.nodeName;

/** Makes `now` alike to `next` (a node of the same kind): its text, or its attributes and children. */
function patchNode(now: Node, next: Node): void {
  if (!(now instanceof Element) || !(next instanceof Element)) {
    if (now.nodeValue !== next.nodeValue) now.nodeValue = next.nodeValue;
    return;
  }
  for (const name of now.getAttributeNames()) if (!next.hasAttribute(name)) now.removeAttribute(name);
  for (const name of next.getAttributeNames()) setAttribute(now, name, next.getAttribute(name)!);
  patchChildren(now, Array.from(next.childNodes));
}

/**
 * Makes `parent`'s children alike to `next` (tags, attributes, text): when they are as many and
 * each of the same kind as the one in its place, each is changed where it differs (nothing is
 * written where nothing differs); otherwise they are replaced by `next`.
 */
export function patchChildren(parent: Element, next: readonly Node[]): void {
  const now = parent.childNodes;
  if (now.length !== next.length || next.some((node, i) => !sameKind(now[i], node))) {
    parent.replaceChildren(...next);
    return;
  }
  next.forEach((node, i) => {
    if (!node.isEqualNode(now[i])) patchNode(now[i], node);
  });
}
