import { useLocale, type Locale } from '@shop/shared';
import { type MenuItem } from '@shop/shared/contracts';
import type { FilterTreeState } from '../../state/filter-tree-rules';
import styles from './filter-tree.module.css';

export interface FilterTreeProps {
  items: MenuItem[];
  state: FilterTreeState;
  onToggle: (id: string) => void;
}

/** Nested checkboxes, up to three levels (spec §2, §4): an item's children show while it is open. */
export function FilterTree({ items, state, onToggle }: FilterTreeProps) {
  return (
    <ul className={styles.tree} data-testid="filter-tree">
      {items.map((item) => (
        <FilterNode key={item.id} item={item} state={state} onToggle={onToggle} />
      ))}
    </ul>
  );
}

function FilterNode({ item, state, onToggle }: { item: MenuItem; state: FilterTreeState; onToggle: (id: string) => void }) {
  const locale = useLocale();
  const open = state.open.includes(item.id);
  const checked = state.checked.includes(item.id);
  return (
    <li className={styles.node}>
      <label className={`${styles.label} ${open ? styles.open : ''}`}>
        <input type="checkbox" checked={checked} onChange={() => onToggle(item.id)} />
        <span>{item.title[locale]}</span>
      </label>
      {open && item.subItems.length > 0 ? (
        <ul className={styles.children}>
          {item.subItems.map((child) => (
            <FilterNode key={child.id} item={child} state={state} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The title of a menu id in the page language, for "Filtered by: …". */
export function menuTitle(menu: MenuItem[], id: string, locale: Locale): string {
  const visit = (items: MenuItem[]): string | undefined => {
    for (const item of items) {
      if (item.id === id) return item.title[locale];
      const found = visit(item.subItems);
      if (found) return found;
    }
    return undefined;
  };
  return visit(menu) ?? id;
}
