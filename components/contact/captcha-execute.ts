export type ExecuteCaptcha = (action: string) => Promise<string>;

let current: ExecuteCaptcha | undefined;

/**
 * Google's `execute` once reCAPTCHA has loaded (CaptchaLoader), undefined before or without it.
 * The forms read it when they are sent: kept here rather than in a provider around the page, no
 * page carries the provider's code or draws again when the library comes.
 */
export const captchaExecute = (): ExecuteCaptcha | undefined => current;

export function setCaptchaExecute(execute: ExecuteCaptcha | undefined): void {
  current = execute;
}
