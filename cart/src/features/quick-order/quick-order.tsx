import { PostForm, useValueTypedBeforeStart } from '@shop/shared/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '../../state/line-quantity';
import { addQuickOrder, type QuickOrderProblem } from './add-quick-order';
import { parseQuickOrder } from './parse-quick-order';
import styles from './quick-order.module.css';

const PROBLEM_TEXT = {
  'unknown-sku': 'cart.quickOrderUnknownSku',
  quantity: 'cart.quickOrderBadQuantity',
  failed: 'cart.quickOrderFailed',
} as const;

/** Quick order: paste or type "SKU quantity" lines and add them all; lines that fail stay in the box. */
export function QuickOrder() {
  const { t } = useTranslation('cart');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [problems, setProblems] = useState<QuickOrderProblem[]>([]);
  const box = useValueTypedBeforeStart<HTMLTextAreaElement>(text, setText);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = parseQuickOrder(text);
    if (lines.length === 0) return;
    setBusy(true);
    try {
      const result = await addQuickOrder(lines);
      setAdded(result.added);
      setProblems(result.problems);
      // Keep only the rows that need fixing, so a second try does not add the others twice.
      const failed = new Set(result.problems.map((problem) => problem.line));
      setText(text.split(/\r?\n/).filter((_row, index) => failed.has(index + 1)).join('\n'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PostForm className={styles.quick} onSubmit={(event) => void submit(event)} aria-labelledby="quick-order-heading">
      <h2 id="quick-order-heading">{t('cart.quickOrder')}</h2>
      <label htmlFor="quick-order-lines" className={styles.hint}>
        {t('cart.quickOrderHint')}
      </label>
      <textarea ref={box} id="quick-order-lines" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      {problems.length > 0 ? (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem.line}>{t(PROBLEM_TEXT[problem.kind], { line: problem.line, sku: problem.sku, max: MAX_LINE_QUANTITY })}</li>
          ))}
        </ul>
      ) : null}
      {added !== null && added > 0 ? (
        <p role="status" className={styles.added}>
          {t('cart.quickOrderAdded', { count: added })}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? t('cart.quickOrderAdding') : t('cart.quickOrderAdd')}
      </button>
    </PostForm>
  );
}
