import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { ResetPasswordMutation } from './documents';

describe('reset password page', () => {
  it('without a token shows Invalid Reset Link and then sends the user to sign in', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    expect(await screen.findByText('Invalid reset link')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('with a token resets the password', async () => {
    let sent: unknown = null;
    server.use(
      graphql.mutation(ResetPasswordMutation, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { resetPassword: { message: 'Your password has been reset.' } },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc123');

    await user.type(await screen.findByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(sent).toBeNull();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toBeVisible();
    expect(sent).toEqual({ input: { token: 'abc123', password: 'newpass1' } });
  });

  it('shows the server message when the reset fails', async () => {
    server.use(
      graphql.mutation(ResetPasswordMutation, () =>
        HttpResponse.json({
          errors: [{ message: 'This reset link has expired.', extensions: { code: 'BAD_USER_INPUT', field: 'token' } }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/reset-password?token=old');

    await user.type(await screen.findByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset failed')).toBeVisible();
    expect(screen.getByText('This reset link has expired.')).toBeVisible();
  });
});
