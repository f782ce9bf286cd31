import { addChromeTexts, type RouteId } from '@shop/shared';
import { infoPagesTexts } from './texts/info-pages-texts';
import { NotFoundPage } from '../not-found-page';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// Their texts come with them, in both languages, before any of them renders.
addChromeTexts('infoPages', infoPagesTexts);

/** The shell's own information pages, one chunk fetched when the first of them is opened. */
export default function InfoPage({ routeId }: { routeId: RouteId }) {
  switch (routeId) {
    case 'contact':
      return <ContactPage />;
    case 'about':
      return <AboutPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms':
      return <TermsPage />;
    default:
      return <NotFoundPage />;
  }
}
