'use client';

import { createContext, useContext } from 'react';

export type ExecuteCaptcha = (action: string) => Promise<string>;

/** Google's `execute` once reCAPTCHA has loaded (CaptchaProvider), undefined before or without it. */
export const CaptchaContext = createContext<ExecuteCaptcha | undefined>(undefined);

export const useExecuteCaptcha = () => useContext(CaptchaContext);
