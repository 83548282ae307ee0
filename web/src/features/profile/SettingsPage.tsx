import { Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { SectionCard } from '../../components/SectionCard';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ProfileSettingsQuery as ProfileSettingsData, SettingsForm_ProfileFragment } from '../../gql/graphql';
import { LocationPicker } from '../geo/LocationPicker';
import { DevicePushSwitch } from '../notifications/DevicePushSwitch';
import { ProfileAvatar } from '../people/ProfileAvatar';
import { WalletSection } from '../wallet/WalletSection';
import { AccountPanel } from './AccountPanel';
import { BlockedMembers } from './BlockedMembers';
import { ElectoralLocationNames } from './documents';
import { FollowRequests } from './FollowRequests';
import { useDataSaver } from '../posts/dataSaver';
import { BioField, EmailField, NameFields, PoliticalIdentityFields, PrivacySwitch } from './ProfileFields';
import { toFormValues, toUpdateInput, validateProfile, type ProfileFormErrors, type ProfileFormValues } from './profileForm';
import { useSaveProfile } from './useSaveProfile';

const SettingsForm_profile = graphql(`
  fragment SettingsForm_profile on User {
    id
    displayName
    avatarUrl
    firstName
    lastName
    email
    bio
    phoneNumber
    occupation
    interests
    membershipType
    partyAffiliation
    state
    lga
    ward
    pollingUnit
    location {
      ...ElectoralLocationNames
    }
    isPrivateProfile
    showPartyAffiliation
    showPollingUnit
    ...AccountPanel_profile
  }
`);

export const ProfileSettingsQuery = graphql(`
  query ProfileSettings {
    me {
      id
      ...SettingsForm_profile
    }
    profileOptions {
      parties {
        abbreviation
        name
      }
    }
  }
`);

export default function SettingsPage() {
  const { data, loading } = useQuery(ProfileSettingsQuery);
  if (loading && !data) return <PageSkeleton />;
  // RequireViewer guarantees a viewer; `me` can only be missing if the session just ended.
  if (!data?.me) return null;
  return <SettingsForm key={data.me.id} initial={data.me} current={data.me} parties={data.profileOptions.parties} />;
}

/** Names of the location as saved, so the member sees what the server holds. */
/** Settings of this phone or browser, not of the account. */
function DeviceSettings() {
  const [dataSaver, setDataSaver] = useDataSaver();
  return (
    <SectionCard title="This device" description="Kept on this phone or browser only.">
      <PrivacySwitch
        label="Data saver"
        description="Pictures in feeds load only when you tap them. On by default when your browser saves data."
        checked={dataSaver}
        onChange={setDataSaver}
      />
      <DevicePushSwitch />
    </SectionCard>
  );
}

function SavedLocationLine(props: { location: FragmentType<typeof ElectoralLocationNames> | null }) {
  const location = getFragmentData(ElectoralLocationNames, props.location);
  const names = [
    location?.pollingUnit && `${location.pollingUnit.displayName} (${location.pollingUnit.puCode})`,
    location?.ward && `${location.ward.displayName} ward`,
    location?.lga && `${location.lga.displayName} LGA`,
    location?.state?.displayName,
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

type Profile = FragmentType<typeof SettingsForm_profile>;

interface SettingsFormProps {
  initial: Profile;
  /** The member as the cache holds them now (a new picture shows at once). */
  current: Profile;
  parties: ProfileSettingsData['profileOptions']['parties'];
}

function SettingsForm({ parties, ...props }: SettingsFormProps) {
  const initial = getFragmentData(SettingsForm_profile, props.initial);
  const current = getFragmentData(SettingsForm_profile, props.current);
  const { hash } = useLocation();
  // /profile/settings#section-wallet (from the profile's banking summary) opens at that section.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const [values, setValues] = useState(() => toFormValues(initial));
  // The profile as the server holds it: the saved location, visibility and dates.
  const [saved, setSaved] = useState<SettingsForm_ProfileFragment>(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const { save, saving } = useSaveProfile();

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
    const profile = await save(toUpdateInput(values), (field, message) => {
      if (field in values) setErrors({ [field]: message });
    });
    // Show what was saved (trimmed text, the cleaned interest list), not what was typed.
    if (profile) {
      const savedNow = getFragmentData(SettingsForm_profile, profile);
      setValues(toFormValues(savedNow));
      setSaved(savedNow);
    }
  };

  return (
    <PageContainer maxW="3xl">
      <HStack gap="4" mb="6" align="center">
        <ProfileAvatar user={current} editable />
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl">Profile settings</Heading>
          <Text color="fg.muted">Keep your details current so you meet the right voters.</Text>
        </Stack>
      </HStack>
      <Stack gap="5">
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <SectionCard title="Personal information">
              <NameFields values={values} errors={errors} onChange={set} />
              <EmailField email={saved.email} />
              <BioField values={values} errors={errors} onChange={set} />
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

            <SectionCard title="Political identity" description="Your party is sensitive personal data: only you see it unless you choose otherwise below.">
              <PoliticalIdentityFields values={values} errors={errors} onChange={set} parties={parties} />
            </SectionCard>

            <SectionCard
              title="Electoral location"
              description="Used to show you posts from your state, LGA and ward, and to suggest voters near you."
            >
              <SavedLocationLine location={saved.location} />
              <LocationPicker
                value={{ state: values.state, lga: values.lga, ward: values.ward, pollingUnit: values.pollingUnit }}
                onChange={(location) => setValues((current) => ({ ...current, ...location }))}
                errors={errors}
              />
            </SectionCard>

            <SectionCard
              title="Privacy"
              description="Party and polling unit are sensitive personal data (Nigeria Data Protection Act 2023): they stay hidden unless you turn them on."
            >
              <PrivacySwitch
                label="Private profile"
                description="Only followers you approve see your posts, connections and location."
                checked={values.isPrivateProfile}
                onChange={(checked) => set('isPrivateProfile', checked)}
              />
              <PrivacySwitch
                label="Show my party to others"
                description="Members who can see your profile see your party."
                checked={values.showPartyAffiliation}
                onChange={(checked) => set('showPartyAffiliation', checked)}
              />
              <PrivacySwitch
                label="Show my polling unit to others"
                description="Members who can see your profile see where you vote."
                checked={values.showPollingUnit}
                onChange={(checked) => set('showPollingUnit', checked)}
              />
            </SectionCard>

            <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Saving" alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
              Save Changes
            </Button>
          </Stack>
        </form>
        <DeviceSettings />
        <WalletSection />
        {saved.isPrivateProfile && <FollowRequests />}
        <BlockedMembers />
        <AccountPanel profile={saved} />
      </Stack>
    </PageContainer>
  );
}
