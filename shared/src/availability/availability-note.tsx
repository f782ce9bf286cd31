import { summarizeAvailability, type Availability } from '../contracts/availability-rules';
import { usePageT } from '../i18n/page-texts';
import { summaryText } from './availability-text';

/**
 * A product's availability in one line, as cards and cart lines show it. `data-availability`
 * carries the kind (in-stock, lead-time, ask) for styling: a colour never says it alone.
 */
export function AvailabilityNote({ availability, className }: { availability: Availability; className?: string }) {
  const t = usePageT();
  const summary = summarizeAvailability(availability);
  return (
    <span className={className} data-availability={summary.kind}>
      {summaryText(t, summary)}
    </span>
  );
}
