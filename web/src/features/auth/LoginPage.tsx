import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { readApiError } from '../../apollo/errors';
import { graphql } from '../../gql';
import { RegisterMutation, RequestPasswordResetMutation } from './documents';
import { collectErrors, emailError, passwordError, requiredError, safeReturnTo } from './validation';
import { AuthCard } from './AuthCard';
import { useViewer, ViewerQuery } from './viewer';
import { touchHeight } from '../../app/theme';
import { useDrawnInput } from '../../lib/drawnInputs';

// The same selection as the Viewer query, so the answer signs the app in without asking again.
export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      email
      lastName
      createdAt
      ...UserMenu_viewer
      ...Composer_viewer
    }
  }
`);

type Mode = 'login' | 'register' | 'forgot';

interface ModeProps {
  email: string;
  onEmailChange: (email: string) => void;
  switchTo: (mode: Mode) => void;
}

// `tap`: a tap on the server-drawn page's look-alike, made before the app took over, is replayed here (api/src/server/takeover.ts).
function TextLink({ onClick, tap, children }: { onClick: () => void; tap?: string; children: string }) {
  return (
    <Link as="button" type="button" data-tap={tap} onClick={onClick} color="brand.fg" fontWeight="medium" fontSize="sm" css={touchHeight}>
      {children}
    </Link>
  );
}

export default function LoginPage() {
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('login');
  // The email carries across modes, so "forgot" and "registered" keep what was typed.
  const [email, setEmail] = useState('');
  const returnTo = safeReturnTo(params.get('returnTo'));

  if (viewer) return <Navigate to={returnTo} replace />;

  const props: ModeProps = { email, onEmailChange: setEmail, switchTo: setMode };
  if (mode === 'register') return <RegisterForm {...props} />;
  if (mode === 'forgot') return <ForgotForm {...props} />;
  return <LoginForm {...props} returnTo={returnTo} />;
}

function LoginForm({ email, onEmailChange, switchTo, returnTo }: ModeProps & { returnTo: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // What was typed into the server-drawn form before the app arrived.
  useDrawnInput('email', onEmailChange, emailInput);
  useDrawnInput('password', setPassword, passwordInput);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [login, { loading }] = useMutation(LoginMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: ViewerQuery, data: { me: data.login } });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({ email: emailError(email), password: passwordError(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await login({ variables: { input: { email: email.trim(), password } } });
      navigate(returnTo, { replace: true });
    } catch (error) {
      const { code, message } = readApiError(error);
      if (code === 'PASSWORD_SETUP_REQUIRED') {
        toast({
          type: 'info',
          title: 'Password Setup Required',
          description: message ?? 'Please set a password for your account. We will email you a link.',
        });
        switchTo('forgot');
        return;
      }
      toast({ type: 'error', title: 'Login failed', description: message ?? 'Invalid credentials' });
    }
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to connect with voters in your area.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={errors.email}>
            <Input ref={emailInput} type="email" autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
          </FormField>
          <FormField label="Password" error={errors.password}>
            <Input ref={passwordInput} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <Stack direction="row" justify="flex-end">
            <TextLink tap="forgot" onClick={() => switchTo('forgot')}>Forgot password?</TextLink>
          </Stack>
          <Button type="submit" data-tap="sign-in" colorPalette="brand" size="lg" loading={loading} loadingText="Signing in">
            Sign In
          </Button>
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            New here? <TextLink tap="register" onClick={() => switchTo('register')}>Create an account</TextLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

function RegisterForm({ email, onEmailChange, switchTo }: ModeProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>>>({});
  const [register, { loading }] = useMutation(RegisterMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      firstName: requiredError(firstName, 'First name is required'),
      lastName: requiredError(lastName, 'Last name is required'),
      email: emailError(email),
      password: passwordError(password),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await register({
        variables: { input: { email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim() } },
      });
      if (!data) return;
      onEmailChange(data.register.email);
      toast({ type: 'success', title: 'Account created', description: data.register.message });
      switchTo('login');
    } catch (error) {
      const { message, field } = readApiError(error);
      if (field === 'email' || field === 'password' || field === 'firstName' || field === 'lastName') {
        setErrors({ [field]: message ?? undefined });
      }
      toast({ type: 'error', title: 'Registration failed', description: message ?? 'Something went wrong' });
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Join voters in your ward, LGA and state.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <FormField label="First name" error={errors.firstName}>
              <Input autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
            </FormField>
            <FormField label="Last name" error={errors.lastName}>
              <Input autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
            </FormField>
          </Stack>
          <FormField label="Email" error={errors.email}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
          </FormField>
          <FormField label="Password" error={errors.password} helper="At least 6 characters.">
            <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <Text fontSize="xs" color="fg.muted">
            By creating an account you confirm you are 18 or older and agree to our{' '}
            <Link asChild color="brand.fg"><RouterLink to="/terms-of-service">Terms of Service</RouterLink></Link> and{' '}
            <Link asChild color="brand.fg"><RouterLink to="/privacy-policy">Privacy Policy</RouterLink></Link>.
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText="Creating account">
            Create Account
          </Button>
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            Already have an account? <TextLink onClick={() => switchTo('login')}>Sign in</TextLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ForgotForm({ email, onEmailChange, switchTo }: ModeProps) {
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes('@')) {
      setError('Please enter a valid email address');
      toast({ type: 'error', title: 'Invalid email', description: 'Please enter a valid email address' });
      return;
    }
    setError(null);
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      if (data) setSentMessage(data.requestPasswordReset.message);
    } catch (err) {
      const { message } = readApiError(err);
      toast({ type: 'error', title: 'Failed to send reset email', description: message ?? undefined });
    }
  };

  if (sentMessage) {
    return (
      <AuthCard title="Check your email" subtitle={sentMessage}>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            The link expires soon and works once. If nothing arrives in a few minutes, check your spam folder.
          </Text>
          <Button colorPalette="brand" size="lg" onClick={() => switchTo('login')}>
            Back to Sign In
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a reset link.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Email" error={error}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText="Sending">
            Send Reset Link
          </Button>
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            Remembered it? <TextLink onClick={() => switchTo('login')}>Back to sign in</TextLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
