import type { StateCreator } from 'zustand/vanilla';
import { consentCookies, parseConsent, type OptionalCookieGroup } from './consent-cookies';

export interface ConsentSlice {
  consentAnswered: boolean;
  enabledCookies: OptionalCookieGroup[];
  /** Accepting and declining are one call each: declining is exactly as easy as accepting. */
  setConsent: (enabled: OptionalCookieGroup[]) => void;
}

function currentConsent(): { consentAnswered: boolean; enabledCookies: OptionalCookieGroup[] } {
  const choice = typeof document === 'undefined' ? { answered: false, enabled: [] } : parseConsent(document.cookie);
  return { consentAnswered: choice.answered, enabledCookies: choice.enabled };
}

export const createConsentSlice: StateCreator<ConsentSlice, [], [], ConsentSlice> = (set) => ({
  ...currentConsent(),
  setConsent: (enabled) => {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:';
    for (const cookie of consentCookies(enabled, secure)) document.cookie = cookie;
    set({ consentAnswered: true, enabledCookies: enabled });
  },
});
