import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, resetDataLayer } from '../support/tracking-fakes';
import { ContactFormView } from '@/components/contact/contact-form';

/** The contact form reports generate_lead when the enquiry was stored, and only then. */
beforeEach(() => {
  fakeProvider.requests = [];
  resetDataLayer();
});

async function send() {
  renderShop(<ContactFormView language="en" />);
  await userEvent.type(screen.getByLabelText('Name *'), 'Ana García');
  await userEvent.type(screen.getByLabelText('E-mail address *'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('City *'), 'Sevilla');
  await userEvent.selectOptions(screen.getByLabelText('Type of query *'), 'cancellation');
  await userEvent.type(screen.getByLabelText('Your message *'), 'Please cancel my booking.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('contact form tracking', () => {
  it('pushes generate_lead once when the enquiry is sent', async () => {
    fakeProvider.handler = () => Response.json({ reference: 'ENQ-7K2M9Q4D' }, { status: 201 });
    await send();
    expect(await screen.findByText(/ENQ-7K2M9Q4D/)).toBeVisible();
    expect(events('generate_lead')).toEqual([{ event: 'generate_lead', form: 'contact' }]);
  });

  it('pushes nothing when sending fails, and once when the retry goes through', async () => {
    let answers = 0;
    fakeProvider.handler = () =>
      answers++ === 0 ? Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 }) : Response.json({ reference: 'ENQ-7K2M9Q4D' }, { status: 201 });
    await send();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(events('generate_lead')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/ENQ-7K2M9Q4D/)).toBeVisible();
    expect(events('generate_lead')).toHaveLength(1);
  });

  it('pushes nothing when the form is refused before sending', async () => {
    renderShop(<ContactFormView language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(events('generate_lead')).toEqual([]);
  });
});
