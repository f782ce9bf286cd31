import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '../header/icons';
import styles from './slide-in-panel.module.css';
import { useFocusTrap } from './use-focus-trap';

interface SlideInPanelProps {
  id: string;
  open: boolean;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that slides in from the side: used by the mobile menu and the filter panel. */
export function SlideInPanel({ id, open, side, title, closeLabel, onClose, children }: SlideInPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={onClose} data-testid={`${id}-backdrop`}>
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={`${styles.panel} ${side === 'left' ? styles.left : styles.right}`}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.head}>
          <h2>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
