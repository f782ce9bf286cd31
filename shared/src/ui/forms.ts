// The kernel's form pieces, an entry of their own: only the pages with such a form load them (each
// team's build carries its copy; they hold no state, so one copy per page is not needed).
export { PostForm } from './post-form';
export { useValueTypedBeforeStart } from './typed-before-start';
