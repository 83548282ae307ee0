import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PageContainer } from '../../components/PageContainer';

export const LAST_UPDATED = 'July 25, 2025';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Shared reading layout for the privacy policy and the terms: one narrow column of text. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <PageContainer maxW="3xl">
      <Box as="article" bg="bg" borderWidth="1px" rounded="2xl" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl">{title}</Heading>
        <Text mt="1" color="fg.muted" fontSize="sm">Last updated {LAST_UPDATED}</Text>
        <Text mt="5" lineHeight="tall">{intro}</Text>
        <Stack gap="6" mt="8">
          {sections.map((section, index) => (
            <Box as="section" key={section.heading}>
              <Heading as="h2" size="md" mb="2">
                {index + 1}. {section.heading}
              </Heading>
              <Stack gap="3" lineHeight="tall" color="fg">
                {section.paragraphs?.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
                {section.bullets && (
                  <List.Root ps="5" gap="1.5">
                    {section.bullets.map((bullet) => <List.Item key={bullet}>{bullet}</List.Item>)}
                  </List.Root>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
    </PageContainer>
  );
}
