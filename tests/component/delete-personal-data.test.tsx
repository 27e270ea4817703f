import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fakeMemberApi, refusal, renderMemberSite, requestsTo, setUpMemberTests, user } from '../support/member-fakes';
import { DeleteDataIsland } from '@/components/member/delete-data-island';

/** The delete-personal-data page's action: members go to their account's deletion, others send a request. */
setUpMemberTests('/en/delete-personal-data');

describe('delete personal data', () => {
  it('sends a signed-in member to delete the account in My details', () => {
    fakeMemberApi();
    renderMemberSite(<DeleteDataIsland language="en" />, { visitor: { memberName: 'Ada' } });
    expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/en/member-area#delete-account');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('takes a request from anyone else, checked first, and thanks them', async () => {
    fakeMemberApi();
    const u = user();
    renderMemberSite(<DeleteDataIsland language="en" />);
    expect(screen.getByText(/If you have an account, log in and delete it yourself/)).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Send my request' }));
    // The form's rules load on its first check.
    await waitFor(() => expect(screen.getByLabelText('Full name *')).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByLabelText('Email address *')).toHaveAccessibleDescription('This field is required');
    await u.type(screen.getByLabelText('Email address *'), 'ada@');
    await u.tab();
    expect(screen.getByLabelText('Email address *')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(requestsTo('POST', 'privacy/erasure-request')).toHaveLength(0);

    await u.type(screen.getByLabelText('Full name *'), 'Ada Lovelace');
    await u.type(screen.getByLabelText('Email address *'), 'example.com');
    await u.type(screen.getByLabelText('Anything we should know (optional)'), 'I booked twice in 2026.');
    await u.click(screen.getByRole('button', { name: 'Send my request' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Request received');
    expect(thanks).toHaveTextContent('confirm it by email to ada@example.com');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(await bodyOf(requestsTo('POST', 'privacy/erasure-request')[0]!)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'I booked twice in 2026.' });
  });

  it('says when the request could not be sent, and keeps what was typed', async () => {
    fakeMemberApi({ erasure: refusal(429) });
    const u = user();
    renderMemberSite(<DeleteDataIsland language="en" />);
    await u.type(screen.getByLabelText('Full name *'), 'Ada Lovelace');
    await u.type(screen.getByLabelText('Email address *'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByLabelText('Full name *')).toHaveValue('Ada Lovelace');
  });

  it('sends a retried request with the same idempotency key, and an edited one with a new key', async () => {
    fakeMemberApi({ erasure: refusal(429) });
    const u = user();
    renderMemberSite(<DeleteDataIsland language="en" />);
    await u.type(screen.getByLabelText('Full name *'), 'Ada Lovelace');
    await u.type(screen.getByLabelText('Email address *'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Send my request' }));
    await screen.findByRole('alert');
    await u.click(screen.getByRole('button', { name: 'Send my request' }));
    await u.type(screen.getByLabelText('Anything we should know (optional)'), 'Both bookings.');
    await u.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(requestsTo('POST', 'privacy/erasure-request')).toHaveLength(3));
    const [first, retry, edited] = requestsTo('POST', 'privacy/erasure-request').map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(/^[\x21-\x7e]{8,100}$/);
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
  });

  it('offers only the request on a site without members', () => {
    fakeMemberApi();
    renderMemberSite(<DeleteDataIsland language="en" />, { members: false, visitor: { memberName: 'Ada' } });
    expect(screen.getByRole('heading', { name: 'Ask us to delete your data' })).toBeVisible();
    expect(screen.queryByText(/If you have an account/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Delete my account' })).toBeNull();
  });
});
