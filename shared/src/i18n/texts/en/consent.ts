import { nb } from '../consent';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = { ...nb };
