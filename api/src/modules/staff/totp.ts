import { authenticator } from 'otplib';

/** The issuer an authenticator app shows beside the code. */
const ISSUER = 'Sikkerhetsgrossisten intern';
const STEP_SECONDS = 30;

/**
 * Time-based one-time codes (RFC 6238, otplib): six digits, a new one every 30 s, and the code of
 * the step before or after taken too (a phone's clock a little off). The clock is injected, so
 * tests say what time it is.
 */
export class Totp {
  constructor(private readonly now: () => number = Date.now) {}

  newSecret(): string {
    return authenticator.generateSecret();
  }

  /** The address an authenticator app reads (its QR code holds the same). */
  uri(email: string, secret: string): string {
    return authenticator.keyuri(email, ISSUER, secret);
  }

  /** The code an authenticator app shows at `ms` (epoch milliseconds): what a test types. */
  static codeAt(secret: string, ms: number): string {
    return authenticator.clone({ epoch: ms, step: STEP_SECONDS }).generate(secret);
  }

  /**
   * The 30-second step the code belongs to, when it is right now (or one step off); else null.
   * A step at or before `lastStep` (a code already used) is refused: a code seen over a shoulder
   * or in a log cannot be used again.
   */
  acceptedStep(code: string, secret: string, lastStep: number | null): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = this.at().checkDelta(code, secret);
    if (delta === null) return null;
    const step = Math.floor(this.now() / 1000 / STEP_SECONDS) + delta;
    if (lastStep !== null && step <= lastStep) return null;
    return step;
  }

  private at() {
    return authenticator.clone({ epoch: this.now(), window: 1, step: STEP_SECONDS });
  }
}
