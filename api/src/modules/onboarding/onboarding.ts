import type { FastifyBaseLogger } from 'fastify';
import { mailedPagePath } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { matchingLogin } from '../auth';
import { type Mailer, confirmationMail, emailChangeMail, emailChangeNotice, registrationEndedMail } from '../mail';
import { approveWithoutReview } from './approvals';
import { useUpAccountLinks } from './account-links';
import { BackgroundSends } from './background-sends';
import { CONFIRMATION_VALID_HOURS, type ConfirmOutcome, ConfirmationLinks, type LinkTarget } from './confirmation-links';
import { refuseUntrustedLogin } from './login-standing';
import { type EndedRegistration, dropExpiredRegistrations } from './registrations';

export interface OnboardingSettings {
  /** The shop's address the links point at (PUBLIC_URL). */
  publicUrl: string;
  requireApproval: boolean;
}

/** Whether the mail with a link was handed over; if not, the person asks for a new one. */
type ConfirmationSent = 'sent' | 'not-sent';

/** What the log keeps of a failed send: the kind of failure, never the message (an SMTP reply may quote the address). */
export function sendFailure(error: unknown): Record<string, unknown> {
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
   * Before a registration is stored: the registrations that expired unconfirmed are dropped. Those
   * still waiting stay, whatever number or e-mail they share with it: the first confirmed wins.
   */
  async dropExpired(): Promise<void> {
    await dropExpiredRegistrations(this.db);
  }

  /**
   * A new link for a registration still waiting for its confirmation, only when `password` is
   * the one it was registered with: a link goes to the registration that asks for it, never to
   * one someone else made with the address. Not waited for, so the caller answers alike either way.
   */
  resendLater(email: string, password: string, locale: Locale, mailAllowed: () => Promise<boolean> = async () => true): void {
    this.background.run(async () => {
      const login = await matchingLogin(await this.links.waitingLogins(email), password);
      if (!login || !(await mailAllowed())) return;
      await this.mailLink(login, locale);
    });
  }

  /**
   * A confirmed login asks to move to `newEmail`: the link goes there, and the login stays the old
   * address until it is opened. The old address is told, after the answer. The session that asks
   * is the one that stays when the link moves the login.
   */
  async requestEmailChange(
    change: { userId: string; oldEmail: string; newEmail: string; sessionId: string },
    locale: Locale,
  ): Promise<ConfirmationSent> {
    const target = { userId: change.userId, email: change.newEmail };
    const token = await this.links.issue(target, locale, 'email-change', change.sessionId);
    this.background.run(() => this.mailer.send(emailChangeNotice({ to: change.oldEmail, newEmail: change.newEmail, locale })));
    try {
      await this.mailer.send(emailChangeMail({ to: change.newEmail, link: this.linkOf(token, locale), locale, validHours: CONFIRMATION_VALID_HOURS }));
      return 'sent';
    } catch (error) {
      this.log.error({ failure: sendFailure(error) }, 'an e-mail change link could not be sent');
      return 'not-sent';
    }
  }

  /**
   * After a new password: a change of the login e-mail asked for before it no longer happens (it
   * may have been asked for by whoever the password was changed to shut out).
   */
  cancelEmailChange(userId: string): Promise<void> {
    return this.links.cancelChanges(userId);
  }

  /** Every mailed link of the login not yet used is used up (a new password). */
  useUpLinks(userId: string): Promise<void> {
    return useUpAccountLinks(this.db, userId);
  }

  /** The address the login asked to move to and has not confirmed yet, if any. */
  pendingEmail(userId: string): Promise<string | null> {
    return this.links.pendingChange(userId);
  }

  /** The language a confirmation link was mailed in, if `token` is one; reads, changes nothing. */
  linkLocale(token: string | undefined): Promise<Locale | null> {
    return this.links.localeOf(token);
  }

  /** Confirms; the registrations it ended are told after the answer, each in its own language. */
  async confirm(token: string): Promise<ConfirmOutcome> {
    const outcome = await this.links.confirm(token);
    if (outcome.kind === 'confirmed' || outcome.kind === 'email-changed') this.tellEnded(outcome.ended);
    return outcome;
  }

  /** 403 with a code for a login whose e-mail is unconfirmed or whose organisation awaits approval. */
  refuseUntrusted(userId: string): Promise<void> {
    return refuseUntrustedLogin(this.db, userId, this.settings.requireApproval);
  }

  /** Resolves once the mails under way are sent or have failed. */
  settled(): Promise<void> {
    return this.background.settled();
  }

  private tellEnded(ended: readonly EndedRegistration[]): void {
    const contactPage = (locale: EndedRegistration['locale']) => `${this.settings.publicUrl}${mailedPagePath('contact', locale)}`;
    for (const registration of ended) {
      this.background.run(() =>
        this.mailer.send(registrationEndedMail({ to: registration.email, locale: registration.locale, contactPage: contactPage(registration.locale) })),
      );
    }
  }

  /**
   * The login page with the link's token (`?confirm=`): the page shows a button, and only its POST
   * confirms. A mail program that fetches the link to check it changes nothing.
   */
  private linkOf(token: string, locale: Locale): string {
    return `${this.settings.publicUrl}${mailedPagePath('account-login', locale)}?confirm=${token}`;
  }

  private async mailLink(login: LinkTarget, locale: Locale): Promise<void> {
    const link = this.linkOf(await this.links.issue(login, locale), locale);
    await this.mailer.send(
      confirmationMail({ to: login.email, link, locale, validHours: CONFIRMATION_VALID_HOURS, approvalRequired: this.settings.requireApproval }),
    );
  }
}
