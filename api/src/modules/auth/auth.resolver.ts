import { Arg, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { filterEvents, topics, type ViewerEventPayload } from '../../shared/pubsub.js';
import { User } from '../user/user.entity.js';
import { LoginInput, MessagePayload, RegisterInput, RegisterPayload, ResetPasswordInput, ViewerEvent, ViewerEventType } from './auth.inputs.js';
import { AccountService } from './account.service.js';
import { AuthService } from './auth.service.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in member, or null for a visitor.' })
  me(@Ctx() ctx: Context): User | null {
    return ctx.viewer;
  }

  @Mutation(() => RegisterPayload, { description: 'Creates an account. The member signs in afterwards.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context) {
    return new AuthService(ctx).register(input);
  }

  @Mutation(() => User, { description: 'Signs in and sets the session cookie.' })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context) {
    return new AuthService(ctx).login(input);
  }

  @Mutation(() => Boolean, { description: 'Signs this browser out; its other open tabs are told.' })
  logout(@Ctx() ctx: Context) {
    return new AuthService(ctx).logout();
  }

  @Mutation(() => MessagePayload, {
    description: 'Emails a reset link if the account exists. The answer is the same either way.',
  })
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: Context) {
    return new AuthService(ctx).requestPasswordReset({ email });
  }

  @Mutation(() => MessagePayload, { description: 'Sets a new password with a reset link token (single use, 1 hour).' })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: Context) {
    return new AuthService(ctx).resetPassword(input);
  }

  @Subscription(() => ViewerEvent, {
    description:
      'Events for the signed-in member: for now, the end of this browser session. Its sockets are then closed with 4401 (and with 4403 when the account is suspended or banned), which may come first.',
    subscribe: ({ context }: { context: Context }) => {
      const viewer = requireViewer(context);
      return filterEvents(
        context.deps.pubsub.subscribe(topics.viewer(viewer.id)),
        (event) => event.sessionId === context.sessionId,
      );
    },
  })
  viewerEvents(@Root() event: ViewerEventPayload): ViewerEvent {
    return { type: ViewerEventType[event.type], at: new Date(event.at) };
  }

  @Mutation(() => Boolean, { description: 'Hides the account until the next sign-in, and signs out everywhere.' })
  deactivateAccount(@Ctx() ctx: Context) {
    return new AccountService(ctx).deactivate();
  }

  @Mutation(() => Boolean, { description: 'Deletes the account for good: personal data and content are removed.' })
  deleteAccount(@Ctx() ctx: Context) {
    return new AccountService(ctx).delete();
  }

  @Query(() => String, { description: 'Everything stored about the viewer, as a JSON document (NDPA access right).' })
  async myDataExport(@Ctx() ctx: Context) {
    return JSON.stringify(await new AccountService(ctx).export());
  }
}
