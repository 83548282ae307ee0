import {
  Button,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { PageContainer } from '../../components/PageContainer';
import { PageSpinner } from '../../components/PageSpinner';
import { SectionCard } from '../../components/SectionCard';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import { readApiError } from '../../apollo/errors';
import type { MembershipType, ProfileSettingsFieldsFragment } from '../../gql/graphql';
import { LocationPicker } from '../geo/LocationPicker';
import { ProfileSettingsQuery, UpdateProfileMutation } from './documents';
import {
  BIO_MAX,
  MEMBERSHIP_LABELS,
  toFormValues,
  toUpdateInput,
  validateProfile,
  type ProfileFormErrors,
  type ProfileFormValues,
} from './profileForm';

export default function SettingsPage() {
  const { data, loading } = useQuery(ProfileSettingsQuery);
  if (loading && !data) return <PageSpinner />;
  // RequireViewer guarantees a viewer; `me` can only be missing if the session just ended.
  if (!data?.me) return null;
  return (
    <SettingsForm
      key={data.me.id}
      initial={toFormValues(data.me)}
      initialLocation={data.me.location}
      email={data.me.email}
      parties={data.profileOptions.parties}
    />
  );
}

type SavedLocation = ProfileSettingsFieldsFragment['location'];

/** Names of the location as saved, so the member sees what the server holds. */
function SavedLocationLine({ location }: { location: SavedLocation }) {
  const names = [
    location.pollingUnit && `${location.pollingUnit.displayName} (${location.pollingUnit.puCode})`,
    location.ward && `${location.ward.displayName} ward`,
    location.lga && `${location.lga.displayName} LGA`,
    location.state?.displayName,
  ].filter(Boolean);
  return (
    <Text fontSize="sm" color="fg.muted">
      Saved location:{' '}
      <Text as="span" color="fg" fontWeight="medium">
        {names.length > 0 ? names.join(', ') : 'none yet'}
      </Text>
    </Text>
  );
}

interface SettingsFormProps {
  initial: ProfileFormValues;
  initialLocation: SavedLocation;
  email: string | null;
  parties: { abbreviation: string; name: string }[];
}

function SettingsForm({ initial, initialLocation, email, parties }: SettingsFormProps) {
  const [values, setValues] = useState(initial);
  const [savedLocation, setSavedLocation] = useState(initialLocation);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof ProfileFormValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await updateProfile({ variables: { input: toUpdateInput(values) } });
      // Show what was saved (trimmed text, the cleaned interest list), not what was typed.
      if (data) {
        setValues(toFormValues(data.updateProfile));
        setSavedLocation(data.updateProfile.location);
      }
      toast({ type: 'success', title: 'Profile Updated', description: 'Your profile has been successfully updated.' });
    } catch (error) {
      const { code, message, field } = readApiError(error);
      if (code === 'BAD_USER_INPUT' && field && field in values && message) {
        setErrors({ [field]: message });
      }
      toast({
        type: 'error',
        title: 'Update Failed',
        description: message ?? 'Failed to update profile. Please try again.',
      });
    }
  };

  return (
    <PageContainer maxW="3xl">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">Profile settings</Heading>
        <Text color="fg.muted">Keep your details current so you meet the right voters.</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <SectionCard title="Personal information">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="First name" required error={errors.firstName}>
                <Input autoComplete="given-name" {...text('firstName')} />
              </FormField>
              <FormField label="Last name" required error={errors.lastName}>
                <Input autoComplete="family-name" {...text('lastName')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Email" helper="Your email cannot be changed here.">
              <Input value={email ?? ''} readOnly bg="bg.muted" color="fg.muted" />
            </FormField>
            <FormField label="Bio" error={errors.bio}>
              <Textarea rows={4} placeholder="Tell voters a little about yourself" {...text('bio')} />
              <Text fontSize="xs" alignSelf="flex-end" color={values.bio.length > BIO_MAX ? 'fg.error' : 'fg.muted'}>
                {values.bio.length}/{BIO_MAX}
              </Text>
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Phone number" error={errors.phoneNumber}>
                <Input type="tel" autoComplete="tel" {...text('phoneNumber')} />
              </FormField>
              <FormField label="Occupation" error={errors.occupation}>
                <Input {...text('occupation')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Interests" error={errors.interests} helper="Separate with commas, e.g. education, youth, security">
              <Input {...text('interests')} />
            </FormField>
          </SectionCard>

          <SectionCard
            title="Political identity"
            description="Party affiliation is sensitive personal data. Only you can see it unless you choose otherwise."
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Membership type" error={errors.membershipType}>
                <SelectField
                  value={values.membershipType}
                  onChange={(value) => set('membershipType', value as MembershipType | '')}
                  options={Object.entries(MEMBERSHIP_LABELS).map(([value, label]) => ({ value, label }))}
                  noneLabel="None"
                />
              </FormField>
              <FormField label="Party" error={errors.partyAffiliation}>
                <SelectField
                  value={values.partyAffiliation}
                  onChange={(value) => set('partyAffiliation', value)}
                  options={parties.map((party) => ({
                    value: party.abbreviation,
                    label: party.name === party.abbreviation ? party.name : `${party.name} (${party.abbreviation})`,
                  }))}
                  noneLabel="None"
                />
              </FormField>
            </SimpleGrid>
          </SectionCard>

          <SectionCard
            title="Electoral location"
            description="Used to show you posts from your state, LGA and ward. Your polling unit stays private."
          >
            <SavedLocationLine location={savedLocation} />
            <LocationPicker
              value={{ state: values.state, lga: values.lga, ward: values.ward, pollingUnit: values.pollingUnit }}
              onChange={(location) => setValues((current) => ({ ...current, ...location }))}
              errors={errors}
            />
          </SectionCard>

          <SectionCard title="Privacy">
            <Switch.Root
              colorPalette="brand"
              checked={values.isPrivateProfile}
              onCheckedChange={(e) => set('isPrivateProfile', e.checked)}
              justifyContent="space-between"
              w="full"
            >
              <Switch.Label display="flex" flexDirection="column" gap="0.5" flex="1" me="4">
                <Text as="span" fontWeight="medium">Private profile</Text>
                <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal" lineHeight="short">
                  Only your connections can see your profile.
                </Text>
              </Switch.Label>
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
          </SectionCard>

          <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText="Saving" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
            Save Changes
          </Button>
        </Stack>
      </form>
    </PageContainer>
  );
}
