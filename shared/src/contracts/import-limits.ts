// The staff imports' limit, a plain value without the schemas, so the back-office reads it without
// loading the schema library.

/**
 * The largest file staff may upload to import. The API streams an upload, counts it as it arrives
 * and refuses it with 413 past this (or at once when its Content-Length says it would); the
 * back-office sends no larger file at all. 20 MiB holds a catalogue of some 10,000 products with
 * texts in both languages twice over.
 */
export const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
