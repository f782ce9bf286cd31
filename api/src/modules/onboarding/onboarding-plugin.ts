import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Onboarding, type OnboardingSettings } from './onboarding';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail confirmation and approval before a login sees prices (modules/onboarding). */
    onboarding: Onboarding;
  }
}

export const onboardingPlugin = fp(
  async (app: FastifyInstance, settings: OnboardingSettings) => {
    const onboarding = new Onboarding(app.db, app.mailer, settings, app.log);
    app.decorate('onboarding', onboarding);
    // Mails under way are sent before the database and the mailer close.
    app.addHook('preClose', () => onboarding.settled());
  },
  { name: 'onboarding', dependencies: ['db', 'mail'] },
);
