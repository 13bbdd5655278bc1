/**
 * The id of an outbox message: time first (base 36 milliseconds), so ids sort by creation; a
 * counter keeps one millisecond in order; random hex tells servers and functions apart.
 * Both the Node mailer and the mail functions make them (private.mail_outbox checks the form).
 */
let sequence = 0;

export function newOutboxId(): string {
  const seq = (sequence++ % 1296).toString(36).padStart(2, '0');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${Date.now().toString(36).padStart(9, '0')}${seq}-${random}`;
}
