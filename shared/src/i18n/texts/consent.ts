// The cookie consent bar. The spec shows it in Norwegian only, so both languages use the Norwegian text.
export const nb = {
  heading: 'Informasjonskapsler',
  text: 'Vi bruker nødvendige informasjonskapsler for at butikken skal virke, som innlogging og handlekurv. Med ditt samtykke bruker vi også analysekapsler for å forstå hvordan butikken brukes, slik at vi kan gjøre den bedre.',
  accept: 'Godta analyse',
  decline: 'Avslå analyse',
  readMore: 'Les personvernerklæringen',
};
