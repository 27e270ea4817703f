import { HttpClientException } from '@adyen/api-library';
import { ApiConstants } from '@adyen/api-library/lib/src/constants/apiConstants';
import { describe, expect, it } from 'vitest';
import { createAdyenGateway, type AdyenGatewayConfig, type AdyenHttpClient } from '@/provider/services/payment/adyen';
import { GatewayInvalid, GatewayUnavailable, type AuthoriseRequest } from '@/provider/services/payment/gateway';
import authorised from '../fixtures/adyen/payments-authorised.json';
import cancelReceived from '../fixtures/adyen/cancel-received.json';
import captureReceived from '../fixtures/adyen/capture-received.json';
import refundReceived from '../fixtures/adyen/refund-received.json';
import challengeShopper from '../fixtures/adyen/payments-challenge-shopper.json';
import detailsAuthorised from '../fixtures/adyen/payments-details-authorised.json';
import validationError from '../fixtures/adyen/error-422-validation.json';
import paymentMethods from '../fixtures/adyen/payment-methods.json';
import refused from '../fixtures/adyen/payments-refused.json';
import notEnoughBalance from '../fixtures/adyen/payments-refused-not-enough-balance.json';

interface Recorded {
  url: string;
  method: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}
/** A recorded answer: HTTP status and body, or no answer at all, or a transport error. */
type Reply = { status: number; body: unknown } | 'silence' | Error;

/**
 * Stands in for the library's HttpURLConnectionClient: records what would go on the wire and answers
 * recorded Adyen bodies. Headers follow HttpURLConnectionClient.createRequest (API key; the
 * `idempotencyKey` request option becomes the Idempotency-Key header); non-2xx answers become the
 * same HttpClientException that client throws.
 */
function fakeAdyen(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const httpClient: AdyenHttpClient = {
    async request(endpoint, json, config, _isApiKeyRequired, options = {}) {
      const headers: Record<string, string> = { [ApiConstants.CONTENT_TYPE]: ApiConstants.APPLICATION_JSON_TYPE };
      if (config.apiKey) headers[ApiConstants.API_KEY] = config.apiKey;
      if (options.idempotencyKey) headers[ApiConstants.IDEMPOTENCY_KEY] = options.idempotencyKey;
      requests.push({ url: endpoint, method: options.method ?? 'POST', body: JSON.parse(json.toString()), headers });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected request to ${endpoint}`);
      if (reply === 'silence') return new Promise<string>(() => {});
      if (reply instanceof Error) throw reply;
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      if (reply.status < 300) return text;
      const apiError = typeof reply.body === 'object' && reply.body !== null && 'status' in reply.body ? (reply.body as { status: number; errorCode?: string; message?: string }) : null;
      throw new HttpClientException({
        message: `HTTP Exception: ${apiError?.status ?? reply.status}`,
        statusCode: apiError?.status ?? reply.status,
        errorCode: apiError?.errorCode,
        responseBody: text,
        apiError: apiError as never,
      });
    },
  };
  return { httpClient, requests };
}

const CONFIG: Omit<AdyenGatewayConfig, 'httpClient'> = {
  apiKey: 'AQE_test_api_key',
  merchantAccount: 'SightseeingShopECOM',
  clientKey: 'test_CLIENTKEY123',
  environment: 'TEST',
};

const encryptedCard = {
  type: 'scheme',
  encryptedCardNumber: 'adyenjs_0_1_25$kgE9…',
  encryptedExpiryMonth: 'adyenjs_0_1_25$Lm0…',
  encryptedExpiryYear: 'adyenjs_0_1_25$Qw2…',
  encryptedSecurityCode: 'adyenjs_0_1_25$Tr7…',
  holderName: 'Ana Souza',
  brand: 'visa',
};

const browserInfo = {
  acceptHeader: '*/*',
  colorDepth: 24,
  language: 'fr-FR',
  javaEnabled: false,
  screenHeight: 900,
  screenWidth: 1440,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  timeZoneOffset: -120,
};

const authorise: AuthoriseRequest = {
  reference: 'SH-2025-000123',
  amount: { value: 4950, currency: 'EUR' },
  paymentMethod: encryptedCard,
  returnUrl: 'https://shop.example/fr/checkout/return?order=SH-2025-000123',
  shopperLocale: 'fr-FR',
  countryCode: 'FR',
  shopperEmail: 'ana@example.com',
  browserInfo,
  origin: 'https://shop.example',
  idempotencyKey: 'pay-SH-2025-000123-1',
};

function gatewayWith(...replies: Reply[]) {
  const fake = fakeAdyen(...replies);
  return { gateway: createAdyenGateway({ ...CONFIG, httpClient: fake.httpClient, timeoutMs: 50 }), requests: fake.requests };
}

describe('createAdyenGateway: authorise', () => {
  it('sends one manual-capture payment to /payments with the idempotency key, and reads Authorised', async () => {
    const { gateway, requests } = gatewayWith({ status: 200, body: authorised });
    await expect(gateway.authorise(authorise)).resolves.toEqual({ kind: 'authorised', pspReference: 'QFQTPCQ8HXSKGK82' });

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.url).toBe('https://checkout-test.adyen.com/v72/payments');
    expect(sent!.method).toBe('POST');
    expect(sent!.headers['Idempotency-Key']).toBe('pay-SH-2025-000123-1');
    expect(sent!.headers['X-API-Key']).toBe('AQE_test_api_key');
    expect(sent!.body).toMatchObject({
      merchantAccount: 'SightseeingShopECOM',
      reference: 'SH-2025-000123',
      amount: { value: 4950, currency: 'EUR' },
      additionalData: { manualCapture: 'true' },
      returnUrl: authorise.returnUrl,
      origin: 'https://shop.example',
      channel: 'Web',
      shopperLocale: 'fr-FR',
      countryCode: 'FR',
      shopperEmail: 'ana@example.com',
      browserInfo,
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
    });
    // The Drop-in's encrypted fields reach Adyen untouched.
    expect(sent!.body.paymentMethod).toEqual(encryptedCard);
  });

  it.each([
    ['Not enough balance (12)', notEnoughBalance, 'INSUFFICIENT_FUNDS', 'V4HZ4RBFJGXXGN82'],
    ['a plain refusal (2)', refused, 'REFUSED', 'NC6HT9CRT65ZGN82'],
    ['Expired Card (6)', { ...refused, refusalReasonCode: '6', refusalReason: 'Expired Card' }, 'EXPIRED_CARD', 'NC6HT9CRT65ZGN82'],
    ['CVC Declined (24)', { ...refused, refusalReasonCode: '24', refusalReason: 'CVC Declined' }, 'CVC_DECLINED', 'NC6HT9CRT65ZGN82'],
    ['3D Not Authenticated (11)', { ...refused, refusalReasonCode: '11', refusalReason: '3D Not Authenticated' }, 'AUTHENTICATION_FAILED', 'NC6HT9CRT65ZGN82'],
    ['a reason given only as text', { ...refused, refusalReasonCode: undefined, refusalReason: 'Not enough balance' }, 'INSUFFICIENT_FUNDS', 'NC6HT9CRT65ZGN82'],
    ['resultCode Cancelled', { ...refused, resultCode: 'Cancelled', refusalReasonCode: undefined, refusalReason: undefined }, 'CANCELLED', 'NC6HT9CRT65ZGN82'],
    ['resultCode Error (Acquirer Error)', { ...refused, resultCode: 'Error', refusalReasonCode: '4', refusalReason: 'Acquirer Error' }, 'REFUSED', 'NC6HT9CRT65ZGN82'],
    ['FRAUD-CANCELLED, never told as a cancellation', { ...refused, resultCode: 'Cancelled', refusalReasonCode: '22', refusalReason: 'FRAUD-CANCELLED' }, 'REFUSED', 'NC6HT9CRT65ZGN82'],
  ])('maps %s to a refusal', async (_label, body, reason, pspReference) => {
    const { gateway } = gatewayWith({ status: 200, body });
    await expect(gateway.authorise(authorise)).resolves.toEqual({ kind: 'refused', pspReference, reason });
  });

  it('passes a 3-D Secure challenge action through to the browser', async () => {
    const { gateway } = gatewayWith({ status: 200, body: challengeShopper });
    const outcome = await gateway.authorise(authorise);
    expect(outcome).toEqual({ kind: 'action', pspReference: 'KHQC5N7G84BLNK43', action: challengeShopper.action });
  });

  it.each(['RedirectShopper', 'IdentifyShopper', 'PresentToShopper'])('treats %s with an action as an action', async (resultCode) => {
    const action = { type: 'redirect', paymentMethodType: 'ideal', method: 'GET', url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/checkoutPaymentRedirect?redirectData=X3XtfGC9' };
    const { gateway } = gatewayWith({ status: 200, body: { resultCode, action } });
    await expect(gateway.authorise(authorise)).resolves.toEqual({ kind: 'action', pspReference: null, action });
  });

  it.each(['Received', 'Pending'])('leaves %s pending for the webhook', async (resultCode) => {
    const { gateway } = gatewayWith({ status: 200, body: { pspReference: 'WTBX7PL5QBDJQW82', resultCode } });
    await expect(gateway.authorise(authorise)).resolves.toEqual({ kind: 'pending', pspReference: 'WTBX7PL5QBDJQW82' });
  });

  it('refuses to forward raw card data', async () => {
    const { gateway, requests } = gatewayWith();
    await expect(gateway.authorise({ ...authorise, paymentMethod: { type: 'scheme', number: '4111111111111111', cvc: '737' } })).rejects.toBeInstanceOf(GatewayInvalid);
    expect(requests).toHaveLength(0);
  });
});

describe('createAdyenGateway: failures', () => {
  it('turns a 422 validation error into GatewayInvalid with Adyen’s message and the field', async () => {
    const { gateway } = gatewayWith({ status: 422, body: validationError });
    const error = await gateway.authorise(authorise).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayInvalid);
    expect((error as GatewayInvalid).message).toContain('Invalid card number');
    expect((error as GatewayInvalid).message).toContain('101');
    expect((error as GatewayInvalid).field).toBe('number');
  });

  it.each([
    ['a 500 with Adyen’s error body', { status: 500, body: { status: 500, errorCode: '000', message: 'Unable to process', errorType: 'internal' } }],
    ['a 503 from a proxy', { status: 503, body: '<html>Service Unavailable</html>' }],
    ['a 401 (our credentials)', { status: 401, body: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' } }],
  ] satisfies [string, Reply][])('turns %s into GatewayUnavailable', async (_label, reply) => {
    const { gateway } = gatewayWith(reply);
    const error = await gateway.authorise(authorise).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect((error as GatewayUnavailable).timeout).toBe(false);
  });

  it('turns a network error into GatewayUnavailable', async () => {
    const { gateway } = gatewayWith(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' }));
    const error = await gateway.authorise(authorise).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect((error as GatewayUnavailable).timeout).toBe(false);
  });

  it('turns silence into GatewayUnavailable flagged as a timeout', async () => {
    const { gateway } = gatewayWith('silence');
    const error = await gateway.authorise(authorise).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect((error as GatewayUnavailable).timeout).toBe(true);
  });

  it('treats an unreadable 200 as an unknown result', async () => {
    const { gateway } = gatewayWith({ status: 200, body: 'OK' });
    await expect(gateway.authorise(authorise)).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe('createAdyenGateway: details, capture, cancel, methods', () => {
  it('sends the challenge result to /payments/details with its key', async () => {
    const { gateway, requests } = gatewayWith({ status: 200, body: detailsAuthorised });
    const outcome = await gateway.details({
      reference: 'SH-2025-000126',
      details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' },
      paymentData: challengeShopper.action.paymentData,
      pspReference: 'KHQC5N7G84BLNK43',
      idempotencyKey: 'details-SH-2025-000126-1',
    });
    expect(outcome).toEqual({ kind: 'authorised', pspReference: 'KHQC5N7G84BLNK43' });
    expect(requests[0]!.url).toBe('https://checkout-test.adyen.com/v72/payments/details');
    expect(requests[0]!.headers['Idempotency-Key']).toBe('details-SH-2025-000126-1');
    expect(requests[0]!.body).toEqual({ details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' }, paymentData: challengeShopper.action.paymentData });
  });

  it('captures at /payments/{pspReference}/captures with the amount and its key', async () => {
    const { gateway, requests } = gatewayWith({ status: 201, body: captureReceived });
    await gateway.capture({ pspReference: 'QFQTPCQ8HXSKGK82', reference: 'SH-2025-000123', amount: { value: 4950, currency: 'EUR' }, idempotencyKey: 'capture-SH-2025-000123' });
    expect(requests[0]!.url).toBe('https://checkout-test.adyen.com/v72/payments/QFQTPCQ8HXSKGK82/captures');
    expect(requests[0]!.headers['Idempotency-Key']).toBe('capture-SH-2025-000123');
    expect(requests[0]!.body).toEqual({ merchantAccount: 'SightseeingShopECOM', reference: 'SH-2025-000123', amount: { value: 4950, currency: 'EUR' } });
  });

  it('cancels at /payments/{pspReference}/cancels with its key', async () => {
    const { gateway, requests } = gatewayWith({ status: 201, body: cancelReceived });
    const answer = await gateway.cancel({ pspReference: 'QFQTPCQ8HXSKGK82', reference: 'SH-2025-000123', idempotencyKey: 'cancel-SH-2025-000123' });
    // `received`: the CANCELLATION notification confirms the void, named by the void's own reference.
    expect(answer).toEqual({ pspReference: 'ZVWN7D3WSMK2WN82', status: 'pending' });
    expect(requests[0]!.url).toBe('https://checkout-test.adyen.com/v72/payments/QFQTPCQ8HXSKGK82/cancels');
    expect(requests[0]!.headers['Idempotency-Key']).toBe('cancel-SH-2025-000123');
    expect(requests[0]!.body).toEqual({ merchantAccount: 'SightseeingShopECOM', reference: 'SH-2025-000123' });
  });

  it.each([
    ['a 500', { status: 500, body: { status: 500, errorCode: '000', message: 'Unable to process', errorType: 'internal' } }],
    ['a 422', { status: 422, body: { status: 422, errorCode: '167', message: 'Original pspReference required for this operation', errorType: 'validation' } }],
    ['silence', 'silence'],
  ] satisfies [string, Reply][])('throws GatewayUnavailable when capture meets %s', async (_label, reply) => {
    const { gateway } = gatewayWith(reply);
    const capture = gateway.capture({ pspReference: 'QFQTPCQ8HXSKGK82', reference: 'SH-2025-000123', amount: { value: 4950, currency: 'EUR' }, idempotencyKey: 'capture-1' });
    await expect(capture).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('refunds at /payments/{pspReference}/refunds with the amount and its key, pending until the REFUND notification', async () => {
    const { gateway, requests } = gatewayWith({ status: 201, body: refundReceived });
    const answer = await gateway.refund({ pspReference: 'QFQTPCQ8HXSKGK82', reference: 'SH-2025-000123', amount: { value: 2500, currency: 'EUR' }, idempotencyKey: 'refund-7-SH-2025-000123' });
    expect(answer).toEqual({ pspReference: 'KHQC5N7G84BLNK43', status: 'pending' });
    expect(requests[0]!.url).toBe('https://checkout-test.adyen.com/v72/payments/QFQTPCQ8HXSKGK82/refunds');
    expect(requests[0]!.headers['Idempotency-Key']).toBe('refund-7-SH-2025-000123');
    expect(requests[0]!.body).toEqual({ merchantAccount: 'SightseeingShopECOM', reference: 'SH-2025-000123', amount: { value: 2500, currency: 'EUR' } });
  });

  it.each([
    ['a 422', { status: 422, body: { status: 422, errorCode: '137', message: 'Invalid amount specified', errorType: 'validation' } }],
    ['a 503', { status: 503, body: 'Service Unavailable' }],
    ['an unreadable answer', { status: 201, body: { status: 'queued' } }],
  ] satisfies [string, Reply][])('throws GatewayUnavailable when a refund meets %s, so it is sent again with its key', async (_label, reply) => {
    const { gateway } = gatewayWith(reply);
    const refund = gateway.refund({ pspReference: 'QFQTPCQ8HXSKGK82', reference: 'SH-2025-000123', amount: { value: 2500, currency: 'EUR' }, idempotencyKey: 'refund-1' });
    await expect(refund).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('throws GatewayUnavailable when cancel fails', async () => {
    const { gateway } = gatewayWith({ status: 503, body: 'Service Unavailable' });
    await expect(gateway.cancel({ pspReference: 'QFQTPCQ8HXSKGK82', reference: 'SH-2025-000123', idempotencyKey: 'cancel-1' })).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('returns the payment methods as the Drop-in takes them', async () => {
    const { gateway, requests } = gatewayWith({ status: 200, body: paymentMethods });
    const answer = await gateway.paymentMethods({ amount: { value: 4950, currency: 'EUR' }, countryCode: 'NL', shopperLocale: 'nl-NL' });
    expect(answer.paymentMethods.map((m) => m.type)).toEqual(['scheme', 'applepay', 'googlepay', 'paypal', 'ideal', 'bcmc', 'klarna', 'sepadirectdebit']);
    expect(answer.paymentMethods[0]!.brands).toContain('visa');
    expect(requests[0]!.url).toBe('https://checkout-test.adyen.com/v72/paymentMethods');
    expect(requests[0]!.body).toMatchObject({ merchantAccount: 'SightseeingShopECOM', amount: { value: 4950, currency: 'EUR' }, countryCode: 'NL', shopperLocale: 'nl-NL', channel: 'Web' });
  });
});

describe('createAdyenGateway: configuration', () => {
  it('calls the account’s live endpoint in LIVE', async () => {
    const fake = fakeAdyen({ status: 200, body: authorised });
    const gateway = createAdyenGateway({ ...CONFIG, environment: 'LIVE', clientKey: 'live_CLIENTKEY123', liveUrlPrefix: '1797a841fbb37ca7-SightseeingShop', httpClient: fake.httpClient });
    await gateway.authorise(authorise);
    expect(fake.requests[0]!.url).toBe('https://1797a841fbb37ca7-SightseeingShop-checkout-live.adyenpayments.com/checkout/v72/payments');
  });

  it('rejects LIVE without its URL prefix, and a client key of the other environment, without echoing secrets', () => {
    expect(() => createAdyenGateway({ ...CONFIG, environment: 'LIVE', clientKey: 'live_X' })).toThrow(/liveUrlPrefix/);
    expect(() => createAdyenGateway({ ...CONFIG, clientKey: 'live_X' })).toThrow(/clientKey/);
    expect(() => createAdyenGateway({ ...CONFIG, apiKey: '' })).toThrow(/apiKey/);
    try {
      createAdyenGateway({ ...CONFIG, clientKey: 'live_X' });
    } catch (error) {
      expect((error as Error).message).not.toContain(CONFIG.apiKey);
    }
  });

  it('exposes its name and client key', () => {
    const gateway = createAdyenGateway({ ...CONFIG, httpClient: fakeAdyen().httpClient });
    expect(gateway.name).toBe('adyen');
    expect(gateway.clientKey).toBe('test_CLIENTKEY123');
  });
});
