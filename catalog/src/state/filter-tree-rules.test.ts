import {
  EMPTY_FILTER,
  type FilterTreeState,
  ancestorsOf,
  filterFromChecked,
  filterFromParam,
  filterToParam,
  resetFilter,
  toggleFilterItem,
} from './filter-tree-rules';

const ROOT = 'kamera';
const CHILD = 'kamera:ip';
const SIBLING = 'kamera:analog';
const GRANDCHILD = 'kamera:ip:dome';
const GRANDCHILD_2 = 'kamera:ip:bullet';

const click = (state: FilterTreeState, ...ids: string[]) => ids.reduce(toggleFilterItem, state);
const sorted = (state: FilterTreeState) => ({ checked: [...state.checked].sort(), open: [...state.open].sort() });

describe('filter tree rules (spec §4)', () => {
  it('clicking a closed item opens and checks it', () => {
    expect(click(EMPTY_FILTER, ROOT)).toEqual({ checked: [ROOT], open: [ROOT] });
  });

  it('choosing a child unchecks its parent, which stays open', () => {
    expect(sorted(click(EMPTY_FILTER, ROOT, CHILD))).toEqual({ checked: [CHILD], open: [ROOT, CHILD].sort() });
  });

  it('choosing a grandchild unchecks every level above it', () => {
    expect(sorted(click(EMPTY_FILTER, ROOT, CHILD, GRANDCHILD))).toEqual({
      checked: [GRANDCHILD],
      open: [ROOT, CHILD, GRANDCHILD].sort(),
    });
  });

  it('siblings can be checked together', () => {
    expect(click(EMPTY_FILTER, ROOT, CHILD, SIBLING).checked.sort()).toEqual([CHILD, SIBLING].sort());
  });

  it('when no child is left checked, the parent is checked again', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, CHILD);
    expect(sorted(state)).toEqual({ checked: [ROOT], open: [ROOT] });
  });

  it('while another child is still checked, the parent stays unchecked', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, SIBLING, CHILD);
    expect(sorted(state)).toEqual({ checked: [SIBLING], open: [ROOT, SIBLING].sort() });
  });

  it('unchecking the last grandchild re-checks its own parent, not the root', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, GRANDCHILD, GRANDCHILD);
    expect(sorted(state)).toEqual({ checked: [CHILD], open: [ROOT, CHILD].sort() });
  });

  it('of two grandchildren, unchecking one keeps the other and leaves the parent unchecked', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, GRANDCHILD, GRANDCHILD_2, GRANDCHILD);
    expect(state.checked).toEqual([GRANDCHILD_2]);
  });

  it('unchecking a root closes it and removes all its children', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, GRANDCHILD, SIBLING, ROOT);
    expect(state).toEqual({ checked: [], open: [] });
  });

  it('unchecking a root leaves the other roots alone', () => {
    const state = click(EMPTY_FILTER, 'brann', ROOT, CHILD, ROOT);
    expect(state).toEqual({ checked: ['brann'], open: ['brann'] });
  });

  it('closing an open parent whose child is checked removes the child and checks the grandparent again', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, GRANDCHILD, CHILD);
    expect(sorted(state)).toEqual({ checked: [ROOT], open: [ROOT] });
  });

  it('reset clears every checked and open item', () => {
    expect(resetFilter()).toEqual({ checked: [], open: [] });
  });

  it('the state never holds an item twice', () => {
    const state = click(EMPTY_FILTER, ROOT, CHILD, CHILD, CHILD);
    expect(new Set(state.checked).size).toBe(state.checked.length);
    expect(new Set(state.open).size).toBe(state.open.length);
  });

  it('reads ancestry from the colon-joined ids', () => {
    expect(ancestorsOf(GRANDCHILD)).toEqual([ROOT, CHILD]);
    expect(ancestorsOf(ROOT)).toEqual([]);
  });

  it('rebuilds the open items from the checked ones (a reload reads the address)', () => {
    expect(sorted(filterFromChecked([GRANDCHILD, SIBLING]))).toEqual({
      checked: [GRANDCHILD, SIBLING].sort(),
      open: [ROOT, CHILD, GRANDCHILD, SIBLING].sort(),
    });
  });

  it('writes and reads the filter of the address, dropping ids of the wrong form', () => {
    expect(filterToParam([CHILD, 'brann'])).toBe('kamera:ip,brann');
    expect(filterFromParam('kamera:ip,brann')).toEqual([CHILD, 'brann']);
    expect(filterFromParam('kamera:ip,,<script>,A:B,kamera:ip')).toEqual([CHILD]);
    expect(filterFromParam(null)).toEqual([]);
  });
});
