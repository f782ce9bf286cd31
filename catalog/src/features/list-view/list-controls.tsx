import { useShopStore } from '@shop/shared';
import type { Facets, ListSort } from '@shop/shared/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-controls.module.css';
import { type ListView, PARAM, sortsFor } from './list-view-url';
import { useScripted } from './use-scripted';

type ViewChange = (patch: Partial<Omit<ListView, 'page'>>) => void;

interface ControlProps {
  view: ListView;
  /** The address's parameters: those the form does not set go along as they are (filter, search). */
  params: URLSearchParams;
  onChange: ViewChange;
}

/**
 * The view as chosen: a choice shows at once, while the address (a navigation React renders a
 * moment later) catches up; once the address changes, it is what counts again (back, forward).
 */
function useChosenView(view: ListView, onChange: ViewChange): [ListView, ViewChange] {
  const [chosen, setChosen] = useState<{ from: string; view: ListView } | null>(null);
  const from = JSON.stringify(view);
  // The address moved on: the choice is done with (going back to where it was made shows that address).
  if (chosen && chosen.from !== from) setChosen(null);
  const shown = chosen?.from === from ? chosen.view : view;
  const choose: ViewChange = (patch) => {
    setChosen({ from, view: { ...shown, ...patch } });
    onChange(patch);
  };
  return [shown, choose];
}

/** The address's other parameters, sent along by a form without scripts. */
function KeptParams({ params, set }: { params: URLSearchParams; set: string[] }) {
  const kept = [...params].filter(([name]) => !set.includes(name) && name !== PARAM.page);
  return (
    <>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** With scripts each change applies at once; without them the form is sent as a plain GET. */
const keepOnPage = (event: FormEvent) => event.preventDefault();

function SendButton() {
  const { t } = useTranslation('catalog');
  return useScripted() ? null : (
    <button type="submit" className={styles.send}>
      {t('catalog.applyView')}
    </button>
  );
}

/** The order of a list; the prices' orders only for a logged-in retailer. */
export function SortControl({ view: current, params, onChange: change }: ControlProps) {
  const { t } = useTranslation('catalog');
  const [view, onChange] = useChosenView(current, change);
  const loggedIn = useShopStore((state) => state.isLoggedIn);
  const id = useId();
  return (
    <form method="get" className={styles.sort} onSubmit={keepOnPage} data-testid="sort-control">
      <KeptParams params={params} set={[PARAM.sort]} />
      <label htmlFor={id}>{t('catalog.sortLabel')}</label>
      <select id={id} name={PARAM.sort} value={view.sort} onChange={(event) => onChange({ sort: event.target.value as ListSort })}>
        {sortsFor(loggedIn).map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sortOptions.${sort}`)}
          </option>
        ))}
      </select>
      <SendButton />
    </form>
  );
}

/**
 * "In stock only" and the suppliers with how many products each has in this list (the facets
 * endpoint). A chosen supplier the list no longer has stays listed, so it can be unchosen.
 */
export function ListFilters({ view: current, params, onChange: change, facets }: ControlProps & { facets: Facets | null }) {
  const { t } = useTranslation('catalog');
  const [view, onChange] = useChosenView(current, change);
  const id = useId();
  const listed = facets?.suppliers ?? [];
  const missing = view.suppliers.filter((chosen) => !listed.some((supplier) => supplier.id === chosen)).map((chosen) => ({ id: chosen, name: chosen, count: 0 }));
  const suppliers = [...listed, ...missing];
  const toggleSupplier = (supplier: string, checked: boolean) =>
    onChange({ suppliers: checked ? [...view.suppliers, supplier] : view.suppliers.filter((chosen) => chosen !== supplier) });
  return (
    <form method="get" className={styles.filters} onSubmit={keepOnPage} data-testid="list-filters">
      <KeptParams params={params} set={[PARAM.inStock, PARAM.supplier]} />
      <div className={styles.check}>
        <input
          id={`${id}-stock`}
          type="checkbox"
          name={PARAM.inStock}
          value="true"
          checked={view.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        <label htmlFor={`${id}-stock`}>{t('catalog.inStockOnly')}</label>
      </div>
      {suppliers.length > 0 ? (
        <fieldset className={styles.suppliers}>
          <legend>{t('catalog.supplier')}</legend>
          <ul>
            {suppliers.map((supplier) => (
              <li key={supplier.id} className={styles.check}>
                <input
                  id={`${id}-${supplier.id}`}
                  type="checkbox"
                  name={PARAM.supplier}
                  value={supplier.id}
                  checked={view.suppliers.includes(supplier.id)}
                  onChange={(event) => toggleSupplier(supplier.id, event.target.checked)}
                />
                <label htmlFor={`${id}-${supplier.id}`}>{t('catalog.supplierOption', { name: supplier.name, count: supplier.count })}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <SendButton />
    </form>
  );
}
