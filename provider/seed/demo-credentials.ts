/**
 * DEMO_CREDENTIALS=off: a shop selling for real lets no one in with the public demo passwords
 * (the demo member's, the demo agents'), and seeds none of them, even on the demo catalogue.
 */
export const demoCredentialsEnabled = (env: Record<string, string | undefined> = process.env) =>
  env.DEMO_CREDENTIALS?.trim().toLowerCase() !== 'off';
