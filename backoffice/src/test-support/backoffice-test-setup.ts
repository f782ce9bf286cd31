// Every test runs with the back-office started as in the page (its texts added) and with an empty
// staff store, whatever the test before it left there.
import { staffStore } from '../state/staff-store';
import '../state/start-backoffice';

beforeEach(() => staffStore.setState(staffStore.getInitialState(), true));
