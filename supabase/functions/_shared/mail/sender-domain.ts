/** The sender's domain, for Message-IDs (the Node mailer and the functions' own SMTP sending). */
export function senderDomain(from: string | { name: string; address: string }): string {
  const address = typeof from === 'string' ? from : from.address;
  return /@([^>\s]+)/.exec(address)?.[1] ?? 'localhost';
}
