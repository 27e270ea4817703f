'use client';

import { useEffect } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { ExecuteCaptcha } from './captcha-execute';

interface Props {
  siteKey: string;
  language: string;
  onReady: (execute: ExecuteCaptcha | undefined) => void;
}

/** react-google-recaptcha-v3, loaded after the page (CaptchaLoader): hands its `executeRecaptcha` up once Google's script is in. */
export default function RecaptchaBridge({ siteKey, language, onReady }: Props) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language} scriptProps={{ async: true, defer: true }}>
      <HandOver onReady={onReady} />
    </GoogleReCaptchaProvider>
  );
}

function HandOver({ onReady }: Pick<Props, 'onReady'>) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => onReady(executeRecaptcha), [executeRecaptcha, onReady]);
  return null;
}
