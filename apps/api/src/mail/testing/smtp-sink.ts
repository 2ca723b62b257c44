import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

// Test support (smtp-server is a dev dependency): the real SMTP server the mail tests deliver to.

export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a local port; `refuse` makes it answer RCPT TO with that code. */
export class SmtpSink {
  readonly received: Received[] = [];
  refuse: number | null = null;
  private server: SMTPServer | null = null;
  port = 0;

  /** `onReceived` sees each message as it arrives (the e2e run writes them to files its journeys read). */
  constructor(private readonly onReceived?: (message: Received) => void) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      hideSTARTTLS: true,
      disableReverseLookup: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'user' && auth.password === 'secret'
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.refuse === null) return callback();
        const error = Object.assign(new Error(`refused ${address.address}`), { responseCode: this.refuse });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const message = {
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          this.received.push(message);
          this.onReceived?.(message);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The text of a message as a reader sees it (quoted-printable soft breaks joined, or base64 decoded). */
export function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** A header as a reader sees it: folded lines joined, RFC 2047 encoded words (Q or B, UTF-8) decoded. */
export function headerOf(raw: string, name: string): string | null {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return null;
  const WORD = /=\?utf-8\?([qb])\?([^?]*)\?=/gi;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/(\?=)\s+(=\?)/g, '$1$2') // whitespace between two encoded words is not part of the text
    .replace(WORD, (_w, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
