// The catalogue's start for the modules it exposes that render (./Pages, ./FilterPanel): its texts
// added to the page, and the store following the session (follow-session.ts). Whichever the shell
// loads first, both are done before anything renders; a module runs once per page.
import { registerCatalogTexts } from '../texts/catalog-texts';
import './follow-session';

registerCatalogTexts();
