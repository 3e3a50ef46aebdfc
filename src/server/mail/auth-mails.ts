// The two mails accounts send: confirm your e-mail, and reset your password.
import type { TMail } from './mailer';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): TMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— InkGlow`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p><p>${escape(outro)}</p><p>— InkGlow</p>`,
  };
}

export const verificationMail = (to: string, url: string) =>
  linkMail(
    to,
    'Confirm your InkGlow account',
    'Welcome to InkGlow! Please confirm your e-mail address to finish creating your account.',
    'Confirm my e-mail',
    url,
    "If you didn't sign up for InkGlow, you can ignore this message.",
  );

export const resetPasswordMail = (to: string, url: string) =>
  linkMail(
    to,
    'Reset your InkGlow password',
    'Someone (hopefully you) asked to reset the password of your InkGlow account.',
    'Choose a new password',
    url,
    "The link is valid for one hour. If you didn't ask for it, you can ignore this message.",
  );
