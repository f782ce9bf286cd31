// The part of react-i18next the shop shares at run time: the hook every component translates with
// and the plugin that hands it the kernel's i18n instance. Shared whole, the package would bring
// its Trans component and HTML parser, HOCs and SSR helpers to every visitor (11.5 KB gzip where
// these take 3.4). bench:bundles checks that every name an app imports from it is here.
export { I18nextProvider, initReactI18next, useTranslation } from 'shop-full-package/react-i18next';
