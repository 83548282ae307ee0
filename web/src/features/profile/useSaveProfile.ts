import { useMutation } from '@apollo/client/react';
import { readApiError } from '../../apollo/errors';
import { toast } from '../../components/toast';
import type { UpdateProfileInput } from '../../gql/graphql';
import { UpdateProfileMutation } from './documents';

/**
 * Saves profile changes with the spec's toasts (SPEC §8). A refusal that names a field is
 * handed to `onFieldError`, so the form can show it beside that field. Resolves to the saved
 * profile, or null when nothing was saved.
 */
export function useSaveProfile() {
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  const save = async (input: UpdateProfileInput, onFieldError: (field: string, message: string) => void) => {
    try {
      const { data } = await update({ variables: { input } });
      toast({ type: 'success', title: 'Profile Updated', description: 'Your profile has been successfully updated.' });
      return data?.updateProfile ?? null;
    } catch (error) {
      const { code, message, field } = readApiError(error);
      if (code === 'BAD_USER_INPUT' && field && message) onFieldError(field, message);
      toast({ type: 'error', title: 'Update Failed', description: message ?? 'Failed to update profile. Please try again.' });
      return null;
    }
  };
  return { save, saving: loading };
}
