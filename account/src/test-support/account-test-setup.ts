// Every test runs with the account started as in the page (its texts added, its session listener
// wired) and with an empty account store, whatever the test before it left there.
import { accountStore } from '../state/account-store';
import '../state/start-account';

beforeEach(() => accountStore.setState(accountStore.getInitialState(), true));
