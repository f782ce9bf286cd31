// The part of react-i18next the shop shares at run time: the hook every component translates with,
// the plugin and provider that hand it the kernel's (or a server render's) i18n instance, and the
// context and getter the kernel's usePageT reads that instance from. Shared whole, the package would bring
// its Trans component and HTML parser, HOCs and SSR helpers to every visitor (11.5 KB gzip where
// these take 3.4). bench:bundles checks that every name an app imports from it is here.
export { I18nContext, I18nextProvider, getI18n, initReactI18next, useTranslation } from 'shop-full-package/react-i18next';
