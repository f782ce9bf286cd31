import type { ReactNode } from 'react';
import ui from './staff-ui.module.css';

/**
 * A staff list as a table: the column headers, then the rows (`<tr>`s) the caller gives, in a box
 * that scrolls sideways on a narrow screen instead of widening the page.
 */
export function StaffTable({ headers, children }: { headers: readonly string[]; children: ReactNode }) {
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
