import type { RouteId } from '@shop/shared';
import { AboutPage } from './info/about-page';
import { ContactPage } from './info/contact-page';
import { PrivacyPage } from './info/privacy-page';
import { TermsPage } from './info/terms-page';
import { NotFoundPage } from './not-found-page';

/** The pages the shell renders itself: contact, about, privacy and terms. */
export function ShellPage({ routeId }: { routeId: RouteId }) {
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
