/**
 * Check-box cascades shared by the buyer cart (groups = shops) and the contract cart (groups =
 * contracts), §4 "Cart":
 * - select all toggles every group and line;
 * - selecting a line recomputes its group and the all flag;
 * - selecting a group (a shop in the buyer cart) sets all its lines to the group's new state.
 *
 * Flags are always derived, never trusted: a group is checked iff it has lines and all are checked; the
 * all flag is true iff the cart has lines and every line is checked. Stored flags from the server are
 * recomputed by {@link syncGroupFlags}.
 */

/** Anything with a check box. */
export interface Checkable {
  readonly checked: boolean;
}

/** A cart group: a check box over its lines. */
export interface CheckGroup<L extends Checkable> extends Checkable {
  readonly children: readonly L[];
}

/** True iff the lines are not empty and every one is checked (the group flag). */
export function allLinesChecked(lines: readonly Checkable[]): boolean {
  return lines.length > 0 && lines.every((line) => line.checked);
}

/** True iff the cart has at least one line and every line of every group is checked (the all flag). */
export function isAllChecked<L extends Checkable>(groups: readonly CheckGroup<L>[]): boolean {
  const lines = groups.flatMap((g) => g.children);
  return allLinesChecked(lines);
}

function withLines<L extends Checkable, G extends CheckGroup<L>>(group: G, children: readonly L[]): G {
  return { ...group, children, checked: allLinesChecked(children) };
}

function setChecked<L extends Checkable>(line: L, checked: boolean): L {
  return line.checked === checked ? line : { ...line, checked };
}

/** Recomputes every group flag from its lines. */
export function syncGroupFlags<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[]): G[] {
  return groups.map((g) => withLines<L, G>(g, g.children));
}

/** Sets every group and line to `checked`. */
export function checkAll<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[], checked: boolean): G[] {
  return groups.map((g) =>
    withLines<L, G>(
      g,
      g.children.map((line) => setChecked(line, checked)),
    ),
  );
}

/** Select all: unchecks everything when every line is checked, otherwise checks everything. */
export function toggleAll<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[]): G[] {
  return checkAll<L, G>(groups, !isAllChecked(groups));
}

/** Toggles the groups matching `isTarget`: all their lines become checked unless all already were. */
export function toggleGroupWhere<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[], isTarget: (group: G) => boolean): G[] {
  return groups.map((g) => {
    if (!isTarget(g)) return g;
    const checked = !allLinesChecked(g.children);
    return withLines<L, G>(
      g,
      g.children.map((line) => setChecked(line, checked)),
    );
  });
}

/** Flips the lines matching `isTarget` and recomputes their groups' flags. */
export function toggleLineWhere<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[], isTarget: (line: L, group: G) => boolean): G[] {
  return groups.map((g) =>
    g.children.some((line) => isTarget(line, g))
      ? withLines<L, G>(
          g,
          g.children.map((line) => (isTarget(line, g) ? setChecked(line, !line.checked) : line)),
        )
      : g,
  );
}

/** Maps the lines matching `isTarget` and recomputes their groups' flags. */
export function updateLineWhere<L extends Checkable, G extends CheckGroup<L>>(
  groups: readonly G[],
  isTarget: (line: L, group: G) => boolean,
  update: (line: L) => L,
): G[] {
  return groups.map((g) =>
    g.children.some((line) => isTarget(line, g))
      ? withLines<L, G>(
          g,
          g.children.map((line) => (isTarget(line, g) ? update(line) : line)),
        )
      : g,
  );
}

/** Removes the lines matching `isTarget`; a group left without lines disappears. */
export function removeLinesWhere<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[], isTarget: (line: L, group: G) => boolean): G[] {
  return groups.flatMap((g) => {
    if (!g.children.some((line) => isTarget(line, g))) return [g];
    const children = g.children.filter((line) => !isTarget(line, g));
    return children.length === 0 ? [] : [withLines<L, G>(g, children)];
  });
}

/**
 * The order cart: only the lines that pass `takes` (checked, and for the buyer cart effective), still
 * grouped as in the cart; groups with no such line are left out.
 */
export function pickOrderGroups<L extends Checkable, G extends CheckGroup<L>>(groups: readonly G[], takes: (line: L, group: G) => boolean): G[] {
  return groups.flatMap((g) => {
    const children = g.children.filter((line) => takes(line, g));
    return children.length === 0 ? [] : [{ ...g, children, checked: true }];
  });
}

/** Buy-now: an order cart of exactly one group holding exactly the one given line, checked. */
export function buyNowGroups<L extends Checkable, G extends CheckGroup<L>>(group: G, line: L): G[] {
  return [{ ...group, checked: true, children: [{ ...line, checked: true }] }];
}
