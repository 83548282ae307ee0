import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import argon2 from 'argon2';
import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { appError, badInput, unauthenticated } from '../../shared/errors.js';
import type { LimitRule } from '../../shared/rate-limit.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../user/user.entity.js';
import { freeHandleFor } from '../user/user.service.js';
import { BANNED_MESSAGE } from '../user/user.standing.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { SessionService } from './session.service.js';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const AUTH_LIMITS = {
  /** Ten wrong passwords a minute per account; the eleventh attempt is refused. */
  loginAccount: { points: 10, durationSeconds: 60 },
  loginIp: { points: 30, durationSeconds: 60 },
  register: { points: 20, durationSeconds: 60 * 60 },
  resetRequestAccount: { points: 5, durationSeconds: 60 * 60 },
  resetRequestIp: { points: 20, durationSeconds: 60 * 60 },
  resetAttemptIp: { points: 20, durationSeconds: 15 * 60 },
} satisfies Record<string, LimitRule>;

const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email({ error: message }));
const password = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(256, 'Password must be at most 256 characters');
const personName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Name must be at most 100 characters');

const loginSchema = z.object({ email: email('Invalid email format'), password });
const registerSchema = loginSchema.extend({
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
});
const forgotSchema = z.object({ email: email('Please enter a valid email address') });
const resetSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200),
  password,
});

const RESET_SENT =
  'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.';
const INVALID_CREDENTIALS = 'Invalid email or password';
/** Verified against when the email is unknown, so both answers take as long. */
const DUMMY_HASH = argon2.hash('not-a-real-password', ARGON2_OPTIONS);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export class AuthService {
  constructor(private readonly ctx: Context) {}

  private get limits() {
    return this.ctx.deps.limits;
  }

  async register(input: unknown): Promise<{ email: string; message: string }> {
    const data = parseInput(registerSchema, input);
    await this.limits.consume('register-ip', AUTH_LIMITS.register, this.ctx.ip);
    const { em } = this.ctx;
    if (await em.count(User, { email: data.email })) {
      throw badInput('An account with this email already exists. Please sign in.', 'email');
    }
    const passwordHash = await argon2.hash(data.password, ARGON2_OPTIONS);
    try {
      const user = em.create(User, {
        email: data.email,
        handle: await freeHandleFor(em, data.email),
        firstName: data.firstName,
        lastName: data.lastName,
        passwordHash,
      });
      await em.persistAndFlush(user);
    } catch (error) {
      // Two sign-ups racing for one email or handle: the database decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw badInput('An account with this email already exists. Please sign in.', 'email');
      }
      throw error;
    }
    return { email: data.email, message: 'Account created. Please sign in.' };
  }

  async login(input: unknown): Promise<User> {
    const data = parseInput(loginSchema, input);
    const accountKey = data.email;
    // The attempt is spent before the password is checked, in one atomic step per counter: a
    // burst of parallel guesses costs one point each, and the eleventh is refused unchecked.
    await this.limits.consume('login-ip', AUTH_LIMITS.loginIp, this.ctx.ip);
    await this.limits.consume('login-account', AUTH_LIMITS.loginAccount, accountKey);

    const user = await this.ctx.em.findOne(User, { email: data.email });
    if (user && !user.passwordHash) {
      throw appError(
        'PASSWORD_SETUP_REQUIRED',
        'Please set a password for your account: we will email you a link.',
        { needsPasswordSetup: true },
      );
    }
    const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH), data.password);
    if (!user || !valid) throw unauthenticated(INVALID_CREDENTIALS);
    // A right password is no guess: it gives back what it spent.
    await this.limits.reset('login-account', AUTH_LIMITS.loginAccount, accountKey);
    await this.limits.reward('login-ip', AUTH_LIMITS.loginIp, this.ctx.ip);
    if (user.bannedAt) throw appError('FORBIDDEN', BANNED_MESSAGE, { banned: true });
    user.lastLoginAt = new Date();
    user.deactivatedAt = null; // signing in brings a deactivated account back
    await new SessionService(this.ctx).start(user);
    this.ctx.viewer = user;
    return user;
  }

  async logout(): Promise<boolean> {
    await new SessionService(this.ctx).endCurrent();
    return true;
  }

  /** Emails a reset link when the account exists; the answer is the same either way. */
  async requestPasswordReset(input: unknown): Promise<{ message: string }> {
    const data = parseInput(forgotSchema, input);
    await this.limits.consume('reset-request-ip', AUTH_LIMITS.resetRequestIp, this.ctx.ip);
    await this.limits.consume('reset-request-account', AUTH_LIMITS.resetRequestAccount, data.email);
    const { em, deps } = this.ctx;
    const user = await em.findOne(User, { email: data.email });
    if (user) {
      const token = randomBytes(32).toString('base64url');
      em.create(PasswordResetToken, {
        user,
        token: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await em.flush();
      const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
      // Not awaited: a slow mail server must not reveal which emails have accounts.
      deps.mailer
        .send({
          to: user.email,
          subject: 'Reset your password',
          text: `Hello ${user.displayName},\n\nSomeone asked to reset the password of your account. If it was you, open this link within 1 hour:\n\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
        })
        .catch((error: unknown) => deps.logger.error({ err: error }, 'reset email not sent'));
    }
    return { message: RESET_SENT };
  }

  async resetPassword(input: unknown): Promise<{ message: string }> {
    const data = parseInput(resetSchema, input);
    await this.limits.consume('reset-attempt-ip', AUTH_LIMITS.resetAttemptIp, this.ctx.ip);
    const passwordHash = await argon2.hash(data.password, ARGON2_OPTIONS);

    const userId = await this.ctx.em.transactional(async (em) => {
      const record = await em.findOne(PasswordResetToken, { token: sha256(data.token) });
      if (!record) throw badInput('This reset link is invalid. Please request a new one.', 'token');
      if (record.isUsed) throw badInput('This reset link has already been used. Please request a new one.', 'token');
      if (record.expiresAt <= new Date()) {
        throw badInput('This reset link has expired. Please request a new one.', 'token');
      }
      // Conditional update: of two requests racing with one token, only one wins.
      const claimed = await em.nativeUpdate(PasswordResetToken, { id: record.id, isUsed: false }, { isUsed: true });
      if (!claimed) throw badInput('This reset link has already been used. Please request a new one.', 'token');
      await em.nativeUpdate(PasswordResetToken, { user: record.user.id, isUsed: false }, { isUsed: true });
      await em.nativeUpdate(User, { id: record.user.id }, { passwordHash, authProvider: 'password', updatedAt: new Date() });
      return record.user.id;
    });
    await new SessionService(this.ctx).endAll(userId, 'password_reset');
    return { message: 'Your password has been reset. You can now sign in.' };
  }
}
