// The kernel's form pieces, an entry of their own: only the pages with such a form load them (each
// team's build carries its copy; they hold no state, so one copy per page is not needed, and the
// shell's start-up does not grow by them).
//
// Markup and logic only, no styles: each team passes its own stylesheet. The kernel has no CSS
// module, only the design tokens (tokens.css, custom properties the shell loads once), and class
// names are team-prefixed by each team's build: a kernel stylesheet would be compiled into each
// team's CSS under that team's prefix all the same, saving no byte, and the customer's and the
// staff's forms look different on purpose (the staff's narrower, closer fields and buttons).
export { PostForm } from './post-form';
export { useValueTypedBeforeStart } from './typed-before-start';
export { Field, type FieldProps } from './field';
export { useLoad, type Loaded } from './use-load';
