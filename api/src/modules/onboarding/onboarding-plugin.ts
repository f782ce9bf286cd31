import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Onboarding, type OnboardingSettings } from './onboarding';
import { LoginLinks } from './login-links';
import { PasswordResets } from './password-resets';
import { Invitations } from './invitations';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail confirmation and approval before a login sees prices (modules/onboarding). */
    onboarding: Onboarding;
    /** Links that set a forgotten password (modules/onboarding). */
    passwordResets: PasswordResets;
    /** One-time login links, and the owner's notice that the account is being guessed at (modules/onboarding). */
    loginLinks: LoginLinks;
    /** Invitations of an organisation's people, with links to set their own password (modules/onboarding). */
    invitations: Invitations;
  }
}

export const onboardingPlugin = fp(
  async (app: FastifyInstance, settings: OnboardingSettings) => {
    const onboarding = new Onboarding(app.db, app.mailer, settings, app.log);
    app.decorate('onboarding', onboarding);
    const passwordResets = new PasswordResets(app.db, app.mailer, settings.publicUrl, app.log);
    app.decorate('passwordResets', passwordResets);
    const loginLinks = new LoginLinks(app.db, app.mailer, settings.publicUrl, app.log);
    app.decorate('loginLinks', loginLinks);
    const invitations = new Invitations(app.db, app.mailer, settings.publicUrl, app.log);
    app.decorate('invitations', invitations);
    // Mails under way are sent before the database and the mailer close.
    app.addHook('preClose', async () => {
      await Promise.all([onboarding.settled(), passwordResets.settled(), loginLinks.settled(), invitations.settled()]);
    });
  },
  { name: 'onboarding', dependencies: ['db', 'mail'] },
);
