// What the mail module offers: app.mailer (app.ts registers the plugin) and the shop's mails.
export { mailPlugin } from './mail-plugin';
export type { Mailer, OutgoingMail } from './mailer';
export { shopMail } from './shop-mail';
export { confirmationMail } from './confirmation-mail';
export { emailChangeMail, emailChangeNotice, passwordResetMail, registrationEndedMail } from './account-mails';
export { guessedAtMail, loginLinkMail } from './owner-mails';
export { approvalDecidedMail, approvalNeededMail, invitationMail } from './people-mails';
