// The "addressBook" group of the cart's namespace: the address fields of checkout's new delivery
// address, worded as in the account's address book.
export const nb = {
  recipient: 'Mottaker (valgfri)',
  street: 'Gateadresse',
  zipCode: 'Postnummer',
  area: 'Poststed',
};
