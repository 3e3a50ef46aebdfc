// Outgoing mail through SMTP_URL (nodemailer). Without SMTP_URL the message is written to the log so
// a developer can still follow verification and reset links locally.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
}): TMailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(mail) {
      if (!transport) {
        options.log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, 'SMTP_URL is not set; mail not sent');
        return;
      }
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
