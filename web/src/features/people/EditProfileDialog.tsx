import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { MembershipType } from '../../gql/graphql';
import { PartyOptionsQuery } from '../profile/documents';
import { BioField, EmailField, NameFields, PoliticalIdentityFields } from '../profile/ProfileFields';
import { orNull, validateProfile, type ProfileFormErrors } from '../profile/profileForm';
import { useSaveProfile } from '../profile/useSaveProfile';
import { InterestsInput } from './InterestsInput';
import { DialogFrame } from '../../components/DialogFrame';

const EditProfileDialog_profile = graphql(`
  fragment EditProfileDialog_profile on User {
    id
    firstName
    lastName
    bio
    interests
    membershipType
    partyAffiliation
  }
`);

interface EditProfileDialogProps {
  profile: FragmentType<typeof EditProfileDialog_profile>;
  email: string | null;
  onClose: () => void;
}

/** The profile page's Edit Profile (SPEC §5): names required, bio up to 500, email read-only, interests as chips. */
export default function EditProfileDialog({ email, onClose, ...props }: EditProfileDialogProps) {
  const profile = getFragmentData(EditProfileDialog_profile, props.profile);
  const formId = useId();
  const { data } = useQuery(PartyOptionsQuery);
  const { save, saving } = useSaveProfile();
  const [values, setValues] = useState({
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    bio: profile.bio ?? '',
    membershipType: (profile.membershipType ?? '') as MembershipType | '',
    partyAffiliation: profile.partyAffiliation ?? '',
  });
  const [interests, setInterests] = useState(profile.interests);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await save(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        bio: orNull(values.bio),
        interests,
        membershipType: values.membershipType || null,
        partyAffiliation: orNull(values.partyAffiliation),
      },
      (field, message) => setErrors({ [field]: message }),
    );
    if (saved) onClose();
  };

  return (
    <DialogFrame title="Edit Profile" onClose={onClose} size={{ base: 'full', sm: 'lg' }} confirm={{ label: 'Save Changes', form: formId, loading: saving }}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <NameFields values={values} errors={errors} onChange={set} />
          <EmailField email={email} />
          <BioField values={values} errors={errors} onChange={set} />
          <InterestsInput value={interests} onChange={setInterests} />
          <PoliticalIdentityFields values={values} errors={errors} onChange={set} parties={data?.profileOptions.parties ?? []} />
          <Text fontSize="sm" color="fg.muted">
            Your location, phone number and privacy choices are in{' '}
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <RouterLink to="/profile/settings">profile settings</RouterLink>
            </Link>
            .
          </Text>
        </Stack>
      </form>
    </DialogFrame>
  );
}
