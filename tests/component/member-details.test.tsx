import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { bodyOf, fakeMemberApi, memberInfo, refusal, renderMemberSite, requestsTo, setUpMemberTests, user, type MemberRoutes } from '../support/member-fakes';
import { navigation } from '../support/navigation-mock';
import { MemberAreaIsland } from '@/components/member/member-area-island';

/** "My details": editing with validation, changing the password, deleting the account. */
setUpMemberTests('/en/member-area#details');

async function openDetails(routes: MemberRoutes = {}, hash = '#details') {
  fakeMemberApi(routes);
  window.history.replaceState(null, '', `/en/member-area${hash}`);
  renderMemberSite(<MemberAreaIsland language="en" />, { visitor: { memberName: 'Ada' } });
  await screen.findByRole('heading', { name: 'Personal details' });
}

describe('personal details', () => {
  it('start with the account’s details and save the changes in one call', async () => {
    const u = user();
    await openDetails();
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Preferred language')).toHaveValue('en');
    expect(screen.getByLabelText('Preferred currency')).toHaveValue('1');

    await u.clear(name);
    await u.type(name, 'Ada King');
    await u.clear(screen.getByLabelText('Phone'));
    await u.type(screen.getByLabelText('Phone'), '+33 1 23 45 67 89');
    await u.selectOptions(screen.getByLabelText('Preferred language'), 'English (US)');
    await u.selectOptions(screen.getByLabelText('Preferred currency'), '$ USD');
    await u.click(screen.getByLabelText('Send me offers and news by email'));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    const sent = requestsTo('POST', 'member/edit');
    expect(sent).toHaveLength(1);
    expect(await bodyOf(sent[0]!)).toEqual({ name: 'Ada King', phone: '+33 1 23 45 67 89', language: 'us', currencyId: 3, newsletter: true });
  });

  it('say what is wrong at each field and send nothing', async () => {
    const u = user();
    await openDetails();
    await u.clear(screen.getByLabelText('Full name'));
    await u.clear(screen.getByLabelText('Phone'));
    await u.type(screen.getByLabelText('Phone'), 'call me');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    // The form's rules load on its first check.
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a phone number using digits, spaces and +');

    await u.type(screen.getByLabelText('Full name'), 'Ада Лавлейс');
    await u.tab();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field must only contain latin script');
    expect(requestsTo('POST', 'member/edit')).toHaveLength(0);
  });

  it('say so when the provider refuses them', async () => {
    const u = user();
    await openDetails({ edit: refusal(422) });
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your details and try again.');
  });
});

describe('password', () => {
  it('checks the new one twice, then changes it', async () => {
    const u = user();
    await openDetails();
    await u.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await u.type(screen.getByLabelText('New password'), 'short');
    await u.type(screen.getByLabelText('Repeat the new password'), 'different');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters. The password must have at least 8 characters');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(requestsTo('POST', 'member/password')).toHaveLength(0);

    await u.clear(screen.getByLabelText('New password'));
    await u.type(screen.getByLabelText('New password'), 'tower-bridge-at-dawn');
    await u.clear(screen.getByLabelText('Repeat the new password'));
    await u.type(screen.getByLabelText('Repeat the new password'), 'tower-bridge-at-dawn');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    expect(await bodyOf(requestsTo('POST', 'member/password')[0]!)).toEqual({ currentPassword: 'old-secret-1', newPassword: 'tower-bridge-at-dawn' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    [401, 'WRONG_PASSWORD', 'Current password', 'The password is not correct'],
    [422, 'PASSWORD_TOO_WEAK', 'New password', 'This password is too easy to guess. Please choose another one.'],
  ])('says at the field when the provider answers %i %s, and stays signed in', async (status, reason, field, message) => {
    const u = user();
    await openDetails({ password: refusal(status, reason) });
    await u.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await u.type(screen.getByLabelText('New password'), 'password123');
    await u.type(screen.getByLabelText('Repeat the new password'), 'password123');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('is not offered to an account made with Google', async () => {
    await openDetails({ info: memberInfo({ hasPassword: false, providers: ['google'] }) });
    expect(screen.getByText('You log in with Google: your account has no password.')).toBeVisible();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});

describe('deleting the account', () => {
  it('asks first, and "Keep my account" sends nothing', async () => {
    const u = user();
    await openDetails();
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await u.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo('POST', 'member/delete')).toHaveLength(0);
  });

  it('needs the right password', async () => {
    const u = user();
    await openDetails({ remove: refusal(401, 'WRONG_PASSWORD') });
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription('This field is required');
    expect(requestsTo('POST', 'member/delete')).toHaveLength(0);

    await u.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription('The password is not correct'));
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('deletes, signs out and goes home', async () => {
    const u = user();
    await openDetails();
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await u.type(within(dialog).getByLabelText('Your password'), 'old-secret-1');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
    expect(await bodyOf(requestsTo('POST', 'member/delete')[0]!)).toEqual({ confirm: true, password: 'old-secret-1' });
    expect(Cookies.get('sub')).toBeUndefined();
  });

  it('sends no password for an account without one', async () => {
    const u = user();
    await openDetails({ info: memberInfo({ hasPassword: false, providers: ['facebook'] }) });
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
    expect(await bodyOf(requestsTo('POST', 'member/delete')[0]!)).toEqual({ confirm: true });
  });

  it('is where the delete-personal-data page’s link leads', async () => {
    await openDetails({}, '#delete-account');
    expect(screen.getByRole('tab', { name: 'My details' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Delete my account' })).toHaveFocus());
  });
});
