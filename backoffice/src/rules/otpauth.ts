/** The authenticator app's secret in groups of four, as a person types it from the screen. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A code as typed from the app: spaces dropped (apps show "123 456"). */
export function typedCode(code: string): string {
  return code.replace(/\s/g, '');
}
