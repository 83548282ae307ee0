import { Input, SimpleGrid, Switch, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import type { ProfileSettingsQuery } from '../../gql/graphql';
import { BIO_MAX, MEMBERSHIP_LABELS, type ProfileFormErrors, type ProfileFormValues } from './profileForm';

// The profile fields the settings page and the profile page's edit dialog share.

type Values = Pick<ProfileFormValues, 'firstName' | 'lastName' | 'bio' | 'membershipType' | 'partyAffiliation'>;

interface FieldsProps {
  values: Values;
  errors: ProfileFormErrors;
  onChange: (key: keyof Values, value: string) => void;
}

export function NameFields({ values, errors, onChange }: FieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label="First name" required error={errors.firstName}>
        <Input autoComplete="given-name" value={values.firstName} onChange={(e) => onChange('firstName', e.target.value)} />
      </FormField>
      <FormField label="Last name" required error={errors.lastName}>
        <Input autoComplete="family-name" value={values.lastName} onChange={(e) => onChange('lastName', e.target.value)} />
      </FormField>
    </SimpleGrid>
  );
}

/** The sign-in email, shown but not editable here (docs/decisions.md, Profile). */
export function EmailField({ email }: { email: string | null }) {
  return (
    <FormField label="Email" helper="Your email cannot be changed here.">
      <Input value={email ?? ''} readOnly bg="bg.muted" color="fg.muted" />
    </FormField>
  );
}

export function BioField({ values, errors, onChange }: FieldsProps) {
  return (
    <FormField label="Bio" error={errors.bio}>
      <Textarea rows={4} placeholder="Tell voters a little about yourself" value={values.bio} onChange={(e) => onChange('bio', e.target.value)} />
      <Text fontSize="xs" alignSelf="flex-end" color={values.bio.length > BIO_MAX ? 'fg.error' : 'fg.muted'}>
        {values.bio.length}/{BIO_MAX}
      </Text>
    </FormField>
  );
}

/** Membership type and party, with what choosing a party means under the NDPA. */
export function PoliticalIdentityFields({ values, errors, onChange, parties }: FieldsProps & { parties: ProfileSettingsQuery['profileOptions']['parties'] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label="Membership type" error={errors.membershipType}>
        <SelectField
          value={values.membershipType}
          onChange={(value) => onChange('membershipType', value)}
          options={Object.entries(MEMBERSHIP_LABELS).map(([value, label]) => ({ value, label }))}
          noneLabel="None"
        />
      </FormField>
      <FormField
        label="Party"
        error={errors.partyAffiliation}
        helper="Choosing a party records your consent to store it. Choose None to withdraw consent and remove it."
      >
        <SelectField
          value={values.partyAffiliation}
          onChange={(value) => onChange('partyAffiliation', value)}
          options={parties.map((party) => ({
            value: party.abbreviation,
            label: party.name === party.abbreviation ? party.name : `${party.name} (${party.abbreviation})`,
          }))}
          noneLabel="None"
        />
      </FormField>
    </SimpleGrid>
  );
}

interface PrivacySwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function PrivacySwitch({ label, description, checked, onChange, disabled }: PrivacySwitchProps) {
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      justifyContent="space-between"
      w="full"
    >
      <Switch.Label display="flex" flexDirection="column" gap="0.5" flex="1" me="4">
        <Text as="span" fontWeight="medium">{label}</Text>
        <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal" lineHeight="short">
          {description}
        </Text>
      </Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
