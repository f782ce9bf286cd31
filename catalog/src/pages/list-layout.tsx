import type { ReactNode } from 'react';
import styles from './list-layout.module.css';

/** A catalogue page with the desktop filter sidebar beside its content (the sidebar hides on small screens). */
export function ListLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>{sidebar}</div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
