import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';

/** SPEC §9: onboarding is offered to accounts under 7 days old. */
export const ONBOARDING_WINDOW_DAYS = 7;

export type QuickStartStep = { id: 'location' | 'profile' | 'post'; title: string; description: string; done: boolean };
export type OnboardingState = {
  showOnboarding: boolean;
  onboardingCompletedAt: Date | null;
  quickStartHidden: boolean;
  quickStartSteps: QuickStartStep[];
};

/**
 * Onboarding and the Quick Start guide. Completion is remembered per member on the server, so
 * it holds on every device (the spec kept it in one browser's storage only).
 */
export class OnboardingService {
  constructor(private readonly ctx: Context) {}

  async state(now = new Date()): Promise<OnboardingState> {
    const viewer = requireViewer(this.ctx);
    const [row] = await this.ctx.em.execute(
      `select o.onboarding_completed_at, o.quick_start_dismissed_at, u.ward, u.bio, u.posts_count, u.created_at
       from users u left join user_onboarding o on o.user_id = u.id where u.id = ?`,
      [viewer.id],
    );
    const completedAt = row.onboarding_completed_at ? new Date(row.onboarding_completed_at) : null;
    const young = now.getTime() - new Date(row.created_at).getTime() < ONBOARDING_WINDOW_DAYS * 86_400_000;
    return {
      showOnboarding: young && !completedAt,
      onboardingCompletedAt: completedAt,
      quickStartHidden: !!row.quick_start_dismissed_at,
      quickStartSteps: [
        {
          id: 'location',
          title: 'Set your location',
          description: 'Choose your state, LGA and ward to see local posts.',
          done: !!row.ward,
        },
        {
          id: 'profile',
          title: 'Complete your profile',
          description: 'Add a short bio so neighbours know who you are.',
          done: !!row.bio?.trim(),
        },
        {
          id: 'post',
          title: 'Make your first post',
          description: 'Share what matters in your community.',
          done: Number(row.posts_count) > 0,
        },
      ],
    };
  }

  /** Skip or Get Started: the modal is not offered again, on any device. */
  async completeOnboarding(): Promise<OnboardingState> {
    await this.mark('onboarding_completed_at');
    return this.state();
  }

  /** Dismissing, or completing, the Quick Start guide hides it for good. */
  async hideQuickStart(): Promise<OnboardingState> {
    await this.mark('quick_start_dismissed_at');
    return this.state();
  }

  private async mark(column: 'onboarding_completed_at' | 'quick_start_dismissed_at') {
    const viewer = requireViewer(this.ctx);
    await this.ctx.em.execute(
      `insert into user_onboarding (user_id, ${column}) values (?, clock_timestamp())
       on conflict (user_id) do update set ${column} = coalesce(user_onboarding.${column}, excluded.${column}), updated_at = clock_timestamp()`,
      [viewer.id],
    );
  }
}
