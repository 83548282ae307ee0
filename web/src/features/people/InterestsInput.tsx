import { Badge, CloseButton, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { splitInterests } from '../profile/profileForm';

/** The api's limits: at most 20 interests of at most 50 characters. */
const MAX_INTERESTS = 20;
const MAX_LENGTH = 50;

interface InterestsInputProps {
  value: string[];
  onChange: (interests: string[]) => void;
}

/** Interests as chips: type one and press Enter or a comma; × removes it. Pasted lists split on commas. */
export function InterestsInput({ value, onChange }: InterestsInputProps) {
  const [draft, setDraft] = useState('');

  const add = (text: string) => {
    const next = [...value];
    for (const interest of splitInterests(text)) {
      if (!next.some((listed) => listed.toLowerCase() === interest.toLowerCase())) next.push(interest);
    }
    onChange(next.slice(0, MAX_INTERESTS));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim()) {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Field.Root>
      <Field.Label>Interests</Field.Label>
      <Stack gap="2" w="full">
        {value.length > 0 && (
          <HStack as="ul" wrap="wrap" gap="1.5" aria-label="Your interests">
            {value.map((interest) => (
              <Badge as="li" key={interest} size="lg" colorPalette="brand" variant="subtle" rounded="full" ps="3" pe="1" gap="0.5">
                {interest}
                <CloseButton size="2xs" rounded="full" aria-label={`Remove ${interest}`} onClick={() => onChange(value.filter((i) => i !== interest))} />
              </Badge>
            ))}
          </HStack>
        )}
        <Input
          value={draft}
          maxLength={MAX_LENGTH}
          disabled={value.length >= MAX_INTERESTS}
          placeholder="Add an interest, then press Enter"
          onChange={(e) => (e.target.value.includes(',') ? add(e.target.value) : setDraft(e.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
        />
      </Stack>
      <Field.HelperText>e.g. education, youth, security — up to {MAX_INTERESTS}.</Field.HelperText>
    </Field.Root>
  );
}
