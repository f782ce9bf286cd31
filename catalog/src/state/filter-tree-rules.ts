/**
 * The filter tree's state rules (spec §4), as pure functions. Menu ids join levels with a colon
 * ("kameraovervakning:ip-kameraer:dome-kameraer"), so ancestry is read from the id itself.
 */
export interface FilterTreeState {
  /** Checked items: what the products are filtered by (a checked parent means its sub-tree). */
  checked: string[];
  /** Open items: their children are shown. */
  open: string[];
}

export const EMPTY_FILTER: FilterTreeState = { checked: [], open: [] };

function parentOf(id: string): string | null {
  const colon = id.lastIndexOf(':');
  return colon === -1 ? null : id.slice(0, colon);
}

export function ancestorsOf(id: string): string[] {
  const result: string[] = [];
  for (let parent = parentOf(id); parent !== null; parent = parentOf(parent)) result.unshift(parent);
  return result;
}

const isWithin = (id: string, root: string) => id === root || id.startsWith(`${root}:`);
const without = (ids: string[], drop: (id: string) => boolean) => ids.filter((id) => !drop(id));
const withIds = (ids: string[], add: string[]) => [...ids, ...add.filter((id) => !ids.includes(id))];

/**
 * A click on an item toggles it open and checked.
 * - Opening it checks it and unchecks its parents: the child narrows the parent's filter.
 * - Closing it unchecks it and removes (closes and unchecks) everything below it; a root goes
 *   back to plain. If no child of its parent is left checked, the parent is checked again.
 */
export function toggleFilterItem(state: FilterTreeState, id: string): FilterTreeState {
  const active = state.open.includes(id) || state.checked.includes(id);
  if (!active) {
    const ancestors = ancestorsOf(id);
    return {
      checked: withIds(without(state.checked, (item) => ancestors.includes(item)), [id]),
      open: withIds(state.open, [...ancestors, id]),
    };
  }
  let checked = without(state.checked, (item) => isWithin(item, id));
  const open = without(state.open, (item) => isWithin(item, id));
  const parent = parentOf(id);
  if (parent !== null && !checked.some((item) => isWithin(item, parent) && item !== parent)) {
    checked = withIds(checked, [parent]);
  }
  return { checked, open };
}

/** Reset clears every checked and open item. */
export function resetFilter(): FilterTreeState {
  return { checked: [], open: [] };
}

/** The tree state a set of checked items stands for: each checked item and its parents are open. */
export function filterFromChecked(checked: string[]): FilterTreeState {
  const unique = [...new Set(checked)];
  return { checked: unique, open: [...new Set(unique.flatMap((id) => [...ancestorsOf(id), id]))] };
}

/** The filter as it travels in the page address: `?filter=a:b,c`. */
export function filterToParam(checked: string[]): string {
  return checked.join(',');
}

const MENU_ID = /^[a-z0-9-]+(:[a-z0-9-]+){0,2}$/;

/** Reads `?filter=`; ids of the wrong form (a hand-edited address) are left out. */
export function filterFromParam(param: string | null): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').map((id) => id.trim()).filter((id) => MENU_ID.test(id)))];
}
