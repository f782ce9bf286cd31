import { fetchOrganization, useShopStore } from '@shop/shared';
import type { PostalAddress } from '@shop/shared/contracts';
import { useEffect, useState } from 'react';

/** The organisation's invoice address (its visiting address when none is set apart). */
export function useInvoiceAddress(): PostalAddress | null {
  const orgId = useShopStore((state) => state.user?.organization.id);
  const [address, setAddress] = useState<PostalAddress | null>(null);
  useEffect(() => {
    if (!orgId) return;
    let current = true;
    fetchOrganization(orgId)
      .then((organization) => {
        if (current) setAddress(organization.invoiceAddress ?? organization.address);
      })
      // The server uses the organisation's address anyway; the page only shows it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [orgId]);
  return address;
}
