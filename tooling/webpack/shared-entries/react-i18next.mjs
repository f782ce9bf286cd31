// The part of react-i18next the shop shares at run time (see react-router.mjs for why a list).
// <Trans> is left out on purpose: it brings an HTML parser, and the shop's texts are plain strings.
export { I18nextProvider, getI18n, initReactI18next, setI18n, useTranslation } from 'shop-full-package/react-i18next';
