import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';

@InputType({ description: 'A new account. It does not sign in: the member signs in next.' })
export class RegisterInput {
  @Field(() => String, { description: 'Email address; it becomes the sign-in name.' })
  email!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  password!: string;

  @Field(() => String, { description: 'First name (required).' })
  firstName!: string;

  @Field(() => String, { description: 'Last name (required).' })
  lastName!: string;
}

@InputType({ description: 'Email and password.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address of the account.' })
  email!: string;

  @Field(() => String, { description: 'Password of the account.' })
  password!: string;
}

@InputType({ description: 'A new password, with the token from the emailed reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'Token from the reset link.' })
  token!: string;

  @Field(() => String, { description: 'New password, at least 6 characters.' })
  password!: string;
}

@ObjectType({ description: 'A message to show the person.' })
export class MessagePayload {
  @Field(() => String, { description: 'What to tell the person.' })
  message!: string;
}

@ObjectType({ description: 'The result of creating an account.' })
export class RegisterPayload {
  @Field(() => String, { description: 'The email to prefill on the sign-in form.' })
  email!: string;

  @Field(() => String, { description: 'What to tell the person.' })
  message!: string;
}

export enum ViewerEventType {
  SESSION_ENDED = 'SESSION_ENDED',
}
registerEnumType(ViewerEventType, {
  name: 'ViewerEventType',
  description: 'Something that happened to the signed-in member.',
  valuesConfig: { SESSION_ENDED: { description: 'This browser session was signed out (in another tab, say).' } },
});

@ObjectType({ description: 'An event for the signed-in member, pushed over the WebSocket.' })
export class ViewerEvent {
  @Field(() => ViewerEventType, { description: 'What happened.' })
  type!: ViewerEventType;

  @Field(() => Date, { description: 'When it happened.' })
  at!: Date;
}
