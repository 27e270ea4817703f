import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { SentEmail } from './email';

/**
 * Sends one message: over SMTP when a URL is configured, else as a complete MIME message in
 * the outbox folder, so development and tests see exactly what a customer would receive.
 * `name` (an order reference) goes into the .eml's file name.
 */
export async function deliver(message: Mail.Options, options: { smtpUrl?: string; outboxDir: string }, name: string): Promise<SentEmail> {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    try {
      const info = await transport.sendMail(message);
      return { transport: 'smtp', messageId: info.messageId };
    } finally {
      transport.close();
    }
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(message);
  if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not return the message');
  await mkdir(options.outboxDir, { recursive: true });
  const stem = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(name)}`);
  // 'wx' never overwrites: two messages about one order in the same millisecond (a cancellation's and a confirmation's) each get a file.
  let file = `${stem}.eml`;
  for (let copy = 2; ; copy++) {
    try {
      await writeFile(file, info.message, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || copy > 20) throw error;
      file = `${stem}-${copy}.eml`;
    }
  }
  return { transport: 'outbox', messageId: info.messageId, file };
}

/** References are letters and digits; anything else must not reach a file name. */
export function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_') || 'order';
}
