// Norwegian texts of the "pages" namespace; the English ones (en/) must fill every key.
export const nb = {
  notFoundHeading: 'Beklager, denne siden finnes ikke',
  notFoundBody: 'This page could not be found',
  backToFront: 'Returner til forsiden',
};
