import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { type Mailer, confirmationMail } from '../mail';
import { approveWithoutReview } from './approvals';
import { BackgroundSends } from './background-sends';
import { CONFIRMATION_VALID_HOURS, type ConfirmOutcome, ConfirmationLinks, type WaitingLogin } from './confirmation-links';
import { refuseUntrustedLogin } from './login-standing';

export interface OnboardingSettings {
  /** The shop's address the links point at (PUBLIC_URL). */
  publicUrl: string;
  requireApproval: boolean;
}

/** Whether the confirmation mail of a registration was handed over; if not, the person asks for a new one. */
type ConfirmationSent = 'sent' | 'not-sent';

/** What the log keeps of a failed send: the kind of failure, never the message (an SMTP reply may quote the address). */
function sendFailure(error: unknown): Record<string, unknown> {
  const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return { type: error instanceof Error ? error.name : typeof error, code, responseCode, command };
}

/**
 * Who gets retailer prices (README, "Who gets prices"): a registration mails a single-use link to
 * the login e-mail, and a login has a session only once that address is confirmed and, with
 * REQUIRE_APPROVAL, its organisation approved.
 */
export class Onboarding {
  private readonly links: ConfirmationLinks;
  private readonly background: BackgroundSends;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly settings: OnboardingSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.links = new ConfirmationLinks(db);
    this.background = new BackgroundSends((error) => this.log.error({ failure: sendFailure(error) }, 'a confirmation mail could not be sent'));
  }

  /** After a registration: approves the organisation when nobody reviews them, and mails the link. */
  async registered(ids: { organizationId: string; userId: string }, email: string, locale: Locale): Promise<ConfirmationSent> {
    if (!this.settings.requireApproval) await approveWithoutReview(this.db, ids.organizationId);
    try {
      await this.mailLink({ userId: ids.userId, email }, locale);
      return 'sent';
    } catch (error) {
      this.log.error({ failure: sendFailure(error) }, 'a confirmation mail could not be sent');
      return 'not-sent';
    }
  }

  /**
   * A new link for a login still waiting for its confirmation; nothing for any other address.
   * Not waited for, so the caller answers alike either way.
   */
  resendLater(email: string, locale: Locale): void {
    this.background.run(async () => {
      const login = await this.links.waitingLogin(email);
      if (login) await this.mailLink(login, locale);
    });
  }

  confirm(token: string): Promise<ConfirmOutcome> {
    return this.links.confirm(token);
  }

  /** 403 with a code for a login whose e-mail is unconfirmed or whose organisation awaits approval. */
  refuseUntrusted(userId: string): Promise<void> {
    return refuseUntrustedLogin(this.db, userId, this.settings.requireApproval);
  }

  /** Resolves once the mails under way are sent or have failed. */
  settled(): Promise<void> {
    return this.background.settled();
  }

  private async mailLink(login: WaitingLogin, locale: Locale): Promise<void> {
    const token = await this.links.issue(login, locale);
    const link = `${this.settings.publicUrl}/api/auth/confirm-email?token=${token}`;
    await this.mailer.send(
      confirmationMail({ to: login.email, link, locale, validHours: CONFIRMATION_VALID_HOURS, approvalRequired: this.settings.requireApproval }),
    );
  }
}
