import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { readApiError } from '../../apollo/errors';
import { ResetPasswordMutation } from './documents';
import { collectErrors, passwordError } from './validation';
import { AuthCard } from './AuthCard';

const REDIRECT_DELAY_MS = 3000;

/** Sends the user to /login after the spec's 3 s pause, once `active` turns true. */
function useRedirectToLogin(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return token ? <ResetForm token={token} /> : <InvalidLink />;
}

function InvalidLink() {
  useRedirectToLogin(true);
  useEffect(() => {
    toast({ type: 'error', title: 'Invalid reset link', description: 'This password reset link is missing its token.' });
  }, []);

  return (
    <AuthCard title="Invalid Reset Link" subtitle="This link is incomplete or has already been used.">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">Taking you to sign in, where you can ask for a new link…</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/login">Go to Sign In</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  useRedirectToLogin(doneMessage !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      password: passwordError(password),
      confirm: confirm === password ? null : 'Passwords do not match',
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await resetPassword({ variables: { input: { token, password } } });
      if (data) setDoneMessage(data.resetPassword.message);
    } catch (error) {
      const { message } = readApiError(error);
      toast({ type: 'error', title: 'Reset failed', description: message ?? 'Failed to reset password' });
    }
  };

  if (doneMessage !== null) {
    return (
      <AuthCard title="Password reset" subtitle={doneMessage}>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">Taking you to sign in…</Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">Sign In Now</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 6 characters.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="New password" error={errors.password}>
            <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirm}>
            <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText="Saving">
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
