import '@shop/shared/tokens.css';
import { renderStandalone } from '@shop/shared';
import Pages from './pages/pages';

renderStandalone('catalog', Pages);
