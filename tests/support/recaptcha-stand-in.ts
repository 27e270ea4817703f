import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What siteverify answers about one token (https://developers.google.com/recaptcha/docs/v3). */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
}

export interface RecaptchaStandIn {
  /** The address to give the provider as RECAPTCHA_VERIFY_URL. */
  url: string;
  /** Sets the answer for a token; unknown tokens get Google's answer for an invalid one. */
  answer: (token: string, answer: SiteverifyAnswer) => void;
  /** The form fields of every request, in order. */
  requests: { secret: string | null; response: string | null }[];
  close: () => Promise<void>;
}

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A local siteverify: a form POST with `secret` and `response`, answered from the table of tokens. */
export async function startRecaptchaStandIn(): Promise<RecaptchaStandIn> {
  const answers = new Map<string, SiteverifyAnswer>();
  const requests: RecaptchaStandIn['requests'] = [];
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      const form = new URLSearchParams(body);
      requests.push({ secret: form.get('secret'), response: form.get('response') });
      const answer = answers.get(form.get('response') ?? '') ?? { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    answer: (token, answer) => answers.set(token, answer),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
