import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { ContactFormView } from '@/components/contact/contact-form';

beforeEach(() => {
  fakeProvider.requests = [];
});

async function fill() {
  await userEvent.type(screen.getByLabelText('Name *'), 'Ana García');
  await userEvent.type(screen.getByLabelText('E-mail address *'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('City *'), 'Sevilla');
  await userEvent.selectOptions(screen.getByLabelText('Type of query *'), 'cancellation');
  await userEvent.type(screen.getByLabelText('Your message *'), 'Please cancel my booking.');
}

describe('the contact form', () => {
  it('says which required fields are missing, and sends nothing', async () => {
    renderShop(<ContactFormView language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('checks the e-mail address', async () => {
    renderShop(<ContactFormView language="en" />);
    await userEvent.type(screen.getByLabelText('E-mail address *'), 'ana@');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  });

  it('sends the message once with an idempotency key and thanks the visitor with its reference', async () => {
    fakeProvider.handler = () => Response.json({ reference: 'ENQ-7K2M9Q4D' }, { status: 201 });
    renderShop(<ContactFormView language="en" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/ENQ-7K2M9Q4D/)).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(1);
    const request = fakeProvider.requests[0]!;
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({
      name: 'Ana García',
      email: 'ana@example.com',
      city: 'Sevilla',
      queryType: 'cancellation',
      message: 'Please cancel my booking.',
    });
  });

  it('keeps the message and explains when sending fails', async () => {
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<ContactFormView language="en" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are sorry but there was a technical problem. Please try again.');
    expect(screen.getByLabelText('Your message *')).toHaveValue('Please cancel my booking.');
  });

  it('sends the same message again under its key, and an edited one under a new key', async () => {
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<ContactFormView language="en" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => fakeProvider.requests.length).toBe(2);
    await userEvent.type(screen.getByLabelText('Your message *'), ' Thank you.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => fakeProvider.requests.length).toBe(3);
    const [first, retry, edited] = fakeProvider.requests.map((r) => r.headers.get('idempotency-key'));
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
  });
});
