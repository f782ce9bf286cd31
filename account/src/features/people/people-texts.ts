// The people, approval and invitation texts come with the chunks of those pages and are added to
// the account's namespace as they load, before the page renders (as order-detail-texts.ts does).
import { registerTexts } from '@shop/shared';
import { en } from '../../texts/en/people';
import { nb } from '../../texts/people';

registerTexts('account', { nb: { people: nb }, en: { people: en } });
