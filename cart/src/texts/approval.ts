// The "approval" group of the cart's namespace, in Norwegian: what checkout says of a buyer's
// limits and of an order that waits for an administrator's approval. Amounts come formatted.
export const nb = {
  orderLimit: 'Grense per bestilling: {{limit}} kr',
  monthSpent: 'Brukt denne måneden: {{spent}} av {{limit}} kr',
  monthSpentNoLimit: 'Brukt denne måneden: {{spent}} kr',
  within: 'Bestillingen ({{total}} kr eks. mva. med frakt) er innenfor grensene dine og sendes med en gang.',
  overOrderLimit:
    'Bestillingen ({{total}} kr eks. mva. med frakt) er over grensen din på {{limit}} kr per bestilling. Den går til godkjenning hos en administrator i stedet for å bli sendt.',
  overMonthLimit:
    'Med denne bestillingen ({{total}} kr eks. mva. med frakt) går du over månedsgrensen din på {{limit}} kr. Den går til godkjenning hos en administrator i stedet for å bli sendt.',
  requester: 'Du sender handlekurven til godkjenning: en administrator i firmaet sender bestillingen når den er godkjent.',
  send: 'Send til godkjenning',
  heading: 'Sendt til godkjenning',
  waiting: 'Bestillingen venter på godkjenning fra en administrator. Den får ordrenummer når den er godkjent og sendt.',
  sum: 'Sum: {{total}} eks. mva. ({{totalIncludingVat}} inkl. mva.)',
};
