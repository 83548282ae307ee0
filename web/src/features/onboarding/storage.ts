/** Local flags (SPEC §4): the general and per-member onboarding flags, and dismissed prompt cards. */
export const ONBOARDING_FLAG = 'onboarding_completed';
export const onboardingFlagFor = (userId: string) => `onboarding_completed_${userId}`;
const promptsKey = (userId: string) => `prompt_cards_dismissed_${userId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the server still remembers onboarding.
  }
}

export const onboardingDoneLocally = (userId: string) => !!read(ONBOARDING_FLAG) || !!read(onboardingFlagFor(userId));

export function markOnboardingDoneLocally(userId: string) {
  write(ONBOARDING_FLAG, 'true');
  write(onboardingFlagFor(userId), 'true');
}

export function dismissedPrompts(userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(read(promptsKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissPrompt(userId: string, id: string) {
  write(promptsKey(userId), JSON.stringify([...new Set([...dismissedPrompts(userId), id])]));
}
