/**
 * There is no mail server: outgoing mail is written to the server log and kept in memory (the
 * last few messages), so tests can read what would have been sent.
 */
export interface OutgoingMail {
  userId: number;
  to: string;
  subject: string;
  /** The link the mail carries, e.g. the password reset page. */
  link: string;
  /** Machine-readable payload, e.g. `{ code }` of a reset mail. */
  payload: Record<string, string>;
  sentAt: number;
}

const KEEP = 200;

export class Outbox {
  private readonly messages: OutgoingMail[] = [];

  send(mail: OutgoingMail): void {
    this.messages.push(mail);
    if (this.messages.length > KEEP) this.messages.shift();
  }

  /** The most recent mail to a user with the given subject, if any. */
  latest(userId: number, subject: string): OutgoingMail | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const mail = this.messages[i];
      if (mail && mail.userId === userId && mail.subject === subject) return mail;
    }
    return undefined;
  }
}
