/** One e-mail of the outbox as handed to SMTP (the From header is the delivery's). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Stable per outbox message, so a receiving server can drop the copy an at-least-once retry may send. */
  messageId: string;
}
