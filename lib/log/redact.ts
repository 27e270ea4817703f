/**
 * Fields never written to the log, at the top of a logged object or up to two levels down
 * (`headers.cookie`, `req.headers.cookie`): credentials, personal data and card details.
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-booking-token',
  'x-operator-key',
  'token',
  'password',
  'newPassword',
  'currentPassword',
  'email',
  'phone',
  'card',
  'paymentMethod',
  'cardNumber',
  'cvc',
  'cvv',
  'holderName',
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
];

/** pino's path syntax: `a.b`, or `a["b-c"]` for a name that is not an identifier. */
const key = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`);

export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [key(field).replace(/^\./, ''), `*${key(field)}`, `*.*${key(field)}`]);

export const REDACTED = '[redacted]';
