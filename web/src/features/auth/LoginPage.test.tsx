import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { RegisterMutation, RequestPasswordResetMutation } from './documents';
import { LoginMutation } from './LoginPage';

async function openLogin() {
  renderApp('/login');
  return screen.findByRole('heading', { name: 'Sign in' });
}

describe('login page', () => {
  it('shows validation messages and sends nothing for invalid input', async () => {
    let requests = 0;
    server.use(
      graphql.mutation(LoginMutation, () => {
        requests += 1;
        return HttpResponse.json({ data: { login: ada } });
      }),
    );
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada-at-example');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email format')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(requests).toBe(0);
  });

  it('signs in, goes home and shows the user menu', async () => {
    let sent: unknown = null;
    server.use(
      graphql.mutation(LoginMutation, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { login: ada } });
      }),
    );
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email'), ' ada@example.ng ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Account menu for Ada Obi' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(sent).toEqual({ input: { email: 'ada@example.ng', password: 'secret123' } });
  });

  it('shows the server message when sign-in fails', async () => {
    server.use(
      graphql.mutation(LoginMutation, () =>
        HttpResponse.json({
          errors: [{ message: 'Email or password is incorrect.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeVisible();
    expect(screen.getByText('Email or password is incorrect.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('switches to forgot mode when the account needs a password', async () => {
    server.use(
      graphql.mutation(LoginMutation, () =>
        HttpResponse.json({
          errors: [
            {
              message: 'This account has no password yet. Set one with a reset link.',
              extensions: { code: 'PASSWORD_SETUP_REQUIRED' },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Password Setup Required')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
  });

  it('registers, then returns to sign-in with the email filled in', async () => {
    let sent: unknown = null;
    server.use(
      graphql.mutation(RegisterMutation, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { register: { email: 'chidi@example.ng', message: 'Account created. Please sign in.' } },
        });
      }),
    );
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Invalid email format')).toBeVisible();
    expect(sent).toBeNull();

    await user.type(screen.getByLabelText('First name'), 'Chidi');
    await user.type(screen.getByLabelText('Last name'), 'Okeke');
    await user.type(screen.getByLabelText('Email'), 'chidi@example.ng');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('chidi@example.ng');
    expect(screen.getByText('Account created. Please sign in.')).toBeVisible();
    expect(sent).toEqual({
      input: { email: 'chidi@example.ng', password: 'secret123', firstName: 'Chidi', lastName: 'Okeke' },
    });
  });

  it('asks for a reset link and shows the check-your-email confirmation', async () => {
    server.use(
      graphql.mutation(RequestPasswordResetMutation, () =>
        HttpResponse.json({
          data: {
            requestPasswordReset: {
              message: 'If an account exists for that email, we have sent a reset link.',
            },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await user.type(await screen.findByLabelText('Email'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    // The same wording appears in the toast and beside the field.
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('Please enter a valid email address'),
    );

    await user.type(screen.getByLabelText('Email'), '@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText('If an account exists for that email, we have sent a reset link.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible());
  });

  it('takes over what was typed into the server-drawn form before the app arrived, and its focus', async () => {
    // The page as the server drew it (api/src/server/first-screen.ts), typed into.
    const shell = document.createElement('div');
    shell.id = 'root';
    shell.innerHTML = '<input data-drawn="email"><input type="password" data-drawn="password">';
    document.body.append(shell);
    const [drawnEmail, drawnPassword] = shell.querySelectorAll('input');
    drawnEmail.value = 'ada@example.ng';
    drawnPassword.value = 'secret1';
    drawnPassword.focus();
    try {
      await openLogin();
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
      expect(screen.getByLabelText('Password')).toHaveValue('secret1');
      expect(screen.getByLabelText('Password')).toHaveFocus();
    } finally {
      shell.remove();
    }
  });
});
