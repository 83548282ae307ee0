import type { MembershipType, SettingsForm_ProfileFragment, UpdateProfileInput } from '../../gql/graphql';

export const BIO_MAX = 500;

export const MEMBERSHIP_LABELS: Record<MembershipType, string> = {
  OBIDIENT: 'Obidient',
  BATIST: 'BATist',
  ATIKULATED: 'Atikulated',
  KWANKWASIYYA: 'Kwankwasiyya',
};

/** Everything the form edits, as the strings its inputs hold. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  bio: string;
  phoneNumber: string;
  occupation: string;
  interests: string;
  membershipType: MembershipType | '';
  partyAffiliation: string;
  state: string;
  lga: string;
  ward: string;
  pollingUnit: string;
  isPrivateProfile: boolean;
  showPartyAffiliation: boolean;
  showPollingUnit: boolean;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function toFormValues(user: SettingsForm_ProfileFragment): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    phoneNumber: user.phoneNumber ?? '',
    occupation: user.occupation ?? '',
    interests: user.interests.join(', '),
    membershipType: user.membershipType ?? '',
    partyAffiliation: user.partyAffiliation ?? '',
    state: user.state ?? '',
    lga: user.lga ?? '',
    ward: user.ward ?? '',
    pollingUnit: user.pollingUnit ?? '',
    isPrivateProfile: user.isPrivateProfile,
    showPartyAffiliation: user.showPartyAffiliation,
    showPollingUnit: user.showPollingUnit,
  };
}

/** Blank means "not set": the api stores null, never an empty string. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function splitInterests(text: string): string[] {
  return text
    .split(',')
    .map((interest) => interest.trim())
    .filter(Boolean);
}

export function toUpdateInput(values: ProfileFormValues): UpdateProfileInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    bio: orNull(values.bio),
    phoneNumber: orNull(values.phoneNumber),
    occupation: orNull(values.occupation),
    interests: splitInterests(values.interests),
    membershipType: values.membershipType === '' ? null : values.membershipType,
    partyAffiliation: orNull(values.partyAffiliation),
    state: orNull(values.state),
    lga: orNull(values.lga),
    ward: orNull(values.ward),
    pollingUnit: orNull(values.pollingUnit),
    isPrivateProfile: values.isPrivateProfile,
    showPartyAffiliation: values.showPartyAffiliation,
    showPollingUnit: values.showPollingUnit,
  };
}

/** The rules shared by the settings page and the profile page's edit dialog (SPEC §5). */
export function validateProfile(values: Pick<ProfileFormValues, 'firstName' | 'lastName' | 'bio'>): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (values.bio.length > BIO_MAX) errors.bio = `Bio must be ${BIO_MAX} characters or fewer`;
  return errors;
}
