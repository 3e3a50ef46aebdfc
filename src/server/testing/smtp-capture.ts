// A real SMTP server on loopback that keeps every message it receives, so tests can read the mails
// the app sends through SMTP_URL and follow their links.
import { SMTPServer } from 'smtp-server';

export interface TCapturedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone (enough to find links). */
  text: string;
}

export interface TSmtpCapture {
  url: string;
  mails: TCapturedMail[];
  /** Waits for the first mail to `to` (newest first) and returns its first http(s) link. */
  linkFor: (to: string, timeoutMs?: number) => Promise<string>;
  stop: () => Promise<void>;
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpCapture(): Promise<TSmtpCapture> {
  const mails: TCapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const linkFor = async (to: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
      const link = mail?.text.match(/https?:\/\/[^\s"<>]+/)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
      if (Date.now() > deadline) throw new Error(`no mail with a link reached ${to}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    linkFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
