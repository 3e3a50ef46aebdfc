// Outgoing mail through SMTP_URL (nodemailer). Without SMTP_URL the message is written to the log;
// under NODE_ENV=development with its links whole, so a developer can still follow verification and
// reset links locally, and otherwise with their one-time tokens redacted (logs hold no secrets).
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../log-redaction';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TMailer {
  send(mail: TMail): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Log unsent mails' links with their tokens (development only). */
  revealLinks?: boolean;
}): TMailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(mail) {
      if (!transport) {
        const text = options.revealLinks ? mail.text : mail.text.replace(/https?:\/\/[^\s<>"]+/g, redactUrl);
        options.log.warn({ to: mail.to, subject: mail.subject, text }, 'SMTP_URL is not set; mail not sent');
        return;
      }
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
