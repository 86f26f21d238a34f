import type { CallData } from '@/lib/api';

export type Category = CallData<'goods.categories'>[number];

/** The top-level category holding `categoryId` (itself when it is one), or undefined. */
export function topLevelOf<C extends Category>(tree: readonly C[], categoryId: string): C | undefined {
  return tree.find((top) => top.categoryId === categoryId || (top.children ?? []).some((child) => child.categoryId === categoryId));
}

/** What the category page shows: the top-level category on the left and the one whose goods show (it or a child). */
export interface CategorySelection {
  readonly top: Category | undefined;
  readonly selectedId: string;
}

/** The category of the address (`?categoryId=`) in the tree; an unknown id (or none) chooses the first category. */
export function categorySelection(tree: readonly Category[], categoryId: string | undefined): CategorySelection {
  const found = categoryId ? topLevelOf(tree, categoryId) : undefined;
  const top = found ?? tree[0];
  return { top, selectedId: found && categoryId ? categoryId : (top?.categoryId ?? '') };
}
