import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdyenDropIn, type AdyenDropInProps, type PaymentStep } from '@/components/payment/adyen-drop-in';
import challenge from '../fixtures/adyen/payments-challenge-shopper.json';
import paymentMethods from '../fixtures/adyen/payment-methods.json';

type Actions = { resolve: ReturnType<typeof vi.fn>; reject: ReturnType<typeof vi.fn> };
type Config = {
  onSubmit: (state: unknown, element: unknown, actions: Actions) => void;
  onAdditionalDetails: (state: unknown, element: unknown, actions: Actions) => void;
} & Record<string, unknown>;

// The real library needs a client key and Adyen's servers; this stands in for it to test the glue only.
const adyen = vi.hoisted(() => ({ configs: [] as unknown[], unmount: vi.fn(), mountedOn: [] as HTMLElement[] }));
vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: async (config: unknown) => {
    adyen.configs.push(config);
    return { options: config };
  },
  Dropin: class {
    mount(node: HTMLElement) {
      adyen.mountedOn.push(node);
      return this;
    }
    unmount = adyen.unmount;
  },
  Card: class {},
}));

beforeEach(() => {
  adyen.configs.length = 0;
  adyen.mountedOn.length = 0;
  adyen.unmount.mockClear();
});

function props(overrides: Partial<AdyenDropInProps> = {}): AdyenDropInProps {
  return {
    clientKey: 'test_CLIENTKEY123',
    environment: 'test',
    locale: 'fr-FR',
    countryCode: 'FR',
    amount: { value: 4950, currency: 'EUR' },
    paymentMethodsResponse: structuredClone(paymentMethods),
    pay: vi.fn(async (): Promise<PaymentStep> => ({ result: 'paid' })),
    details: vi.fn(async (): Promise<PaymentStep> => ({ result: 'paid' })),
    onFinal: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
}

async function mounted(p: AdyenDropInProps) {
  const view = render(<AdyenDropIn {...p} />);
  const box = view.container.firstElementChild!;
  expect(box).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
  return { ...view, box, config: adyen.configs.at(-1) as Config };
}

const actions = (): Actions => ({ resolve: vi.fn(), reject: vi.fn() });
const card = { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$…', encryptedSecurityCode: 'adyenjs_0_1_25$…' };

describe('AdyenDropIn', () => {
  it('configures the Drop-in and mounts it in its container', async () => {
    const { box, config } = await mounted(props());
    expect(config).toMatchObject({ clientKey: 'test_CLIENTKEY123', environment: 'test', locale: 'fr-FR', countryCode: 'FR', amount: { value: 4950, currency: 'EUR' }, paymentMethodsResponse: paymentMethods });
    expect(adyen.mountedOn).toEqual([box]);
  });

  it('pays through `pay` and resolves Authorised, then reports the final step', async () => {
    const p = props();
    const { config } = await mounted(p);
    const a = actions();
    config.onSubmit({ data: { paymentMethod: card, browserInfo: { colorDepth: 24 } }, isValid: true }, null, a);
    await waitFor(() => expect(a.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' }));
    expect(p.pay).toHaveBeenCalledWith({ paymentMethod: card, browserInfo: { colorDepth: 24 }, origin: window.location.origin });
    expect(p.onFinal).toHaveBeenCalledWith({ result: 'paid' });
  });

  it.each([
    ['refused', 'Refused'],
    ['pending', 'Pending'],
    ['cancelled', 'Cancelled'],
  ] as const)('resolves %s as %s', async (result, resultCode) => {
    const p = props({ pay: vi.fn(async () => ({ result })) });
    const { config } = await mounted(p);
    const a = actions();
    config.onSubmit({ data: { paymentMethod: card } }, null, a);
    await waitFor(() => expect(a.resolve).toHaveBeenCalledWith({ resultCode }));
    expect(p.onFinal).toHaveBeenCalledWith({ result });
  });

  it('hands an action to the Drop-in, then continues through `details`', async () => {
    const p = props({ pay: vi.fn(async (): Promise<PaymentStep> => ({ result: 'action', action: challenge.action })) });
    const { config } = await mounted(p);
    const a = actions();
    config.onSubmit({ data: { paymentMethod: card } }, null, a);
    await waitFor(() => expect(a.resolve).toHaveBeenCalledWith({ resultCode: 'ChallengeShopper', action: challenge.action }));
    expect(p.onFinal).not.toHaveBeenCalled();

    const d = actions();
    config.onAdditionalDetails({ data: { details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' }, paymentData: 'Ab02b4c0!' } }, null, d);
    await waitFor(() => expect(d.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' }));
    expect(p.details).toHaveBeenCalledWith({ details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' }, paymentData: 'Ab02b4c0!' });
    expect(p.onFinal).toHaveBeenCalledWith({ result: 'paid' });
  });

  it('rejects and reports when the server call fails', async () => {
    const failure = new Error('network');
    const p = props({ pay: vi.fn(async () => Promise.reject(failure)) });
    const { config } = await mounted(p);
    const a = actions();
    config.onSubmit({ data: { paymentMethod: card } }, null, a);
    await waitFor(() => expect(a.reject).toHaveBeenCalled());
    expect(a.resolve).not.toHaveBeenCalled();
    expect(p.onError).toHaveBeenCalledWith(failure);
    expect(p.onFinal).not.toHaveBeenCalled();
  });

  it('keeps the Drop-in across equal re-renders, remounts it for a new amount, and unmounts it on cleanup', async () => {
    const p = props();
    const { rerender, unmount } = await mounted(p);
    rerender(<AdyenDropIn {...p} paymentMethodsResponse={structuredClone(paymentMethods)} amount={{ value: 4950, currency: 'EUR' }} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(adyen.configs).toHaveLength(1);
    expect(adyen.unmount).not.toHaveBeenCalled();

    rerender(<AdyenDropIn {...p} amount={{ value: 9900, currency: 'EUR' }} />);
    await waitFor(() => expect(adyen.configs).toHaveLength(2));
    expect(adyen.configs[1]).toMatchObject({ amount: { value: 9900, currency: 'EUR' } });
    expect(adyen.unmount).toHaveBeenCalledTimes(1);
    unmount();
    expect(adyen.unmount).toHaveBeenCalledTimes(2);
  });
});
