// What the agreements module offers the rest of the service: its plugin (app.agreements, the
// prices of each organisation), and the writer an import or the demo fills agreements through.
export { agreementsPlugin } from './agreements-plugin';
export { type TermRow, announceAgreementChange, replaceTerms } from './agreement-repository';
// What an agreement file is checked against (the staff's upload reads it before its worker checks the file).
export { shopFacts } from './import/agreement-import-command';
