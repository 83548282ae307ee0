import { test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql } from './support';

/** The results journeys' own helpers (results.spec.ts, results-replay.spec.ts). */
export const shots = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screens/${test.info().project.name}-results-${name}.png`, fullPage: true });

export async function signUp(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${test.info().project.name}@example.ng`;
  const password = 'collation-2027!';
  await graphql(request, 'mutation ($input: RegisterInput!) { register(input: $input) { email } }', {
    input: { email, password, firstName, lastName: 'Okoro' },
  });
  const { login } = await graphql(request, 'mutation ($input: LoginInput!) { login(input: $input) { id } }', { input: { email, password } });
  return { id: login.id as string, email };
}

export const card = (page: Page, label: string) => page.getByRole('region', { name: label });
