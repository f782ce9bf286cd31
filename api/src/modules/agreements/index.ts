// What the agreements module offers the rest of the service: its plugin (app.agreements, the
// prices of each organisation), and the writer an import or the demo fills agreements through.
export { agreementsPlugin } from './agreements-plugin';
export { type TermRow, announceAgreementChange, replaceTerms } from './agreement-repository';
