import { removePgliteTemplate } from './pglite-template';

export default function globalTeardown(): void {
  removePgliteTemplate();
}
