import nodemailer from 'nodemailer';
import type { Logger } from './logger.js';

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mail kept by the dev outbox (newest last); empty when SMTP delivers it. */
  readonly outbox: readonly Mail[];
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    outbox: [],
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Without SMTP_URL: mail is printed to the log and kept in memory for tests. */
export function createDevOutbox(logger: Logger, keep = 200): Mailer {
  const outbox: Mail[] = [];
  return {
    outbox,
    send: async (mail) => {
      outbox.push(mail);
      if (outbox.length > keep) outbox.shift();
      logger.info({ to: mail.to, subject: mail.subject }, `dev outbox:\n${mail.text}`);
    },
  };
}
