import { afterFirstPaint } from './start-up/after-first-paint';

// The async boundary: shared singletons are negotiated before any app code runs.
const boot = () => void import('./bootstrap');
// A page rendered on the server paints before the shell's code runs (and takes it over); a page the
// browser renders (the server's render fell back) has nothing to paint and nothing to wait for.
const rendered = document.getElementById('root')?.firstChild != null;
if (rendered && document.visibilityState === 'visible') afterFirstPaint(boot);
else boot();
