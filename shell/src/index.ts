import { findFirstPaintBar } from './consent/first-paint-bar';
import { afterFirstPaint } from './start-up/after-first-paint';

// The async boundary: shared singletons are negotiated before any app code runs.
const boot = () => void import('./bootstrap');
// A page that carries something to paint (the consent bar of a first visit) paints it before the
// shell's code runs; a page without it has nothing to wait for.
if (findFirstPaintBar() && document.visibilityState === 'visible') afterFirstPaint(boot);
else boot();
