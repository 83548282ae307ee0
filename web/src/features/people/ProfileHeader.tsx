import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, IconButton, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ElectoralLocationNamesFragment } from '../../gql/graphql';
import { ElectoralLocationNames } from '../profile/documents';
import { BlockIcon, MapPinIcon, MoreIcon } from '../../components/icons';
import { MessageButton } from '../messages/MessageButton';
import { DonateButton } from '../wallet/DonateButton';
import { MEMBERSHIP_LABELS } from '../profile/profileForm';
import { FollowButton } from './FollowButton';
import { CalendarIcon, LockIcon } from './icons';
import { ProfileAvatar } from './ProfileAvatar';
import { formatCount, lagosDate } from '../../lib/format';
import { touchHeight } from '../../app/theme';

const ProfileHeader_profile = graphql(`
  fragment ProfileHeader_profile on User {
    id
    displayName
    handle
    avatarUrl
    isPrivateProfile
    membershipType
    partyAffiliation
    showPartyAffiliation
    bio
    interests
    official {
      id
      seatName
    }
    location {
      ...ElectoralLocationNames
    }
    showPollingUnit
    createdAt
    followersCount
    followingCount
    canSeeProfile
    ...FollowButton_person
  }
`);

/** Where the member votes, as far as the viewer may see: ward, LGA and state names. */
function placeLine(location: ElectoralLocationNamesFragment | null | undefined) {
  if (!location) return null;
  const { ward, lga, state } = location;
  const names = [ward && `${ward.displayName} ward`, lga?.displayName, state?.displayName].filter(Boolean);
  return names.length > 0 ? names.join(', ') : null;
}

function MetaLine({ icon, children }: { icon: typeof CalendarIcon; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" minW="0">
      <Icon as={icon} boxSize="4" flexShrink={0} />
      <Text as="span" minW="0">
        {children}
      </Text>
    </HStack>
  );
}

function Count({ profileId, tab, count, label, linked }: { profileId: string; tab: string; count: number; label: string; linked: boolean }) {
  const text = (
    <>
      <Text as="span" fontWeight="bold" color="fg">
        {formatCount(count)}
      </Text>{' '}
      {label}
    </>
  );
  if (!linked) return <Text color="fg.muted">{text}</Text>;
  return (
    <Link asChild color="fg.muted" _hover={{ textDecoration: 'underline' }} css={touchHeight}>
      <RouterLink to={`/profile/${profileId}/connections?tab=${tab}`}>{text}</RouterLink>
    </Link>
  );
}

/** The ⋯ menu on someone else's profile. */
function ProfileMenu({ name, onBlock, onReport }: { name: string; onBlock: () => void; onReport: () => void }) {
  return (
    // Each item acts from its own onClick (see PostMenu): Menu.Root's onSelect misses a bare click.
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`More actions for ${name}`} variant="outline" size="sm">
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="report" onClick={onReport}>
              Report {name}
            </Menu.Item>
            <Menu.Item value="block" onClick={onBlock} color="fg.error" _hover={{ bg: 'bg.error' }}>
              <BlockIcon boxSize="4" />
              Block {name}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface ProfileHeaderProps {
  profile: FragmentType<typeof ProfileHeader_profile>;
  isOwner: boolean;
  onEdit: () => void;
  onBlock: () => void;
  onReport: () => void;
}

/** Picture, name, badges, bio, place, joined date, counts, and what the viewer can do here. */
export function ProfileHeader({ isOwner, onEdit, onBlock, onReport, ...props }: ProfileHeaderProps) {
  const profile = getFragmentData(ProfileHeader_profile, props.profile);
  const location = getFragmentData(ElectoralLocationNames, profile.location);
  const place = placeLine(location);
  const ward = location?.ward;
  const constituencies = ward && `${ward.senatorialDistrict.displayName} senatorial district · ${ward.federalConstituency.displayName} federal constituency`;
  const pollingUnit = location?.pollingUnit;
  // The owner reads their own party and unit; say when others can't.
  const onlyYou = (shown: boolean) => (isOwner && !shown ? ' · only you' : '');

  return (
    <Card.Root as="section" aria-label={`Profile of ${profile.displayName}`} rounded="2xl" overflow="hidden">
      <Box h={{ base: '16', md: '24' }} bgGradient="to-r" gradientFrom="brand.600" gradientTo="brand.400" />
      <Card.Body pt="0" px={{ base: '4', md: '6' }} pb="5" gap="3">
        {/* The actions wrap below the picture when a phone has no room beside it, never past the edge. */}
        <Flex justify="space-between" align="flex-end" wrap="wrap" mt={{ base: '-10', md: '-12' }} gap="3">
          <ProfileAvatar user={profile} editable={isOwner} />
          <HStack gap="2" pb="1" ml="auto" wrap="wrap" justify="flex-end">
            {isOwner ? (
              <Button size="sm" variant="outline" onClick={onEdit}>
                Edit Profile
              </Button>
            ) : (
              <>
                <FollowButton person={profile} />
                <MessageButton userId={profile.id} name={profile.displayName} />
                <DonateButton userId={profile.id} name={profile.displayName} />
                <ProfileMenu name={profile.displayName} onBlock={onBlock} onReport={onReport} />
              </>
            )}
          </HStack>
        </Flex>

        <Stack gap="0">
          <HStack gap="2" align="center">
            <Heading as="h1" size="xl" overflowWrap="anywhere">
              {profile.displayName}
            </Heading>
            {profile.isPrivateProfile && <Icon as={LockIcon} boxSize="4" color="fg.muted" aria-label="Private profile" />}
          </HStack>
          <Text color="fg.muted">@{profile.handle}</Text>
        </Stack>

        {(profile.membershipType || profile.partyAffiliation) && (
          <HStack gap="2" wrap="wrap">
            {profile.membershipType && (
              <Badge colorPalette="brand" variant="solid">
                {MEMBERSHIP_LABELS[profile.membershipType]}
              </Badge>
            )}
            {profile.partyAffiliation && (
              <Badge colorPalette="gray" variant="surface">
                {profile.partyAffiliation}
                {onlyYou(profile.showPartyAffiliation)}
              </Badge>
            )}
          </HStack>
        )}

        {profile.bio && <Text whiteSpace="pre-line">{profile.bio}</Text>}

        {profile.interests.length > 0 && (
          <HStack as="ul" aria-label="Interests" gap="1.5" wrap="wrap">
            {profile.interests.map((interest) => (
              <Badge as="li" key={interest} variant="outline" rounded="full" px="2.5">
                {interest}
              </Badge>
            ))}
          </HStack>
        )}

        {profile.official && (
          <Badge colorPalette="brand" variant="solid" alignSelf="flex-start" asChild>
            <RouterLink to={`/officials/${profile.official.id}`}>Verified: {profile.official.seatName}</RouterLink>
          </Badge>
        )}

        <Stack gap="1">
          {place && <MetaLine icon={MapPinIcon}>{place}</MetaLine>}
          {constituencies && (
            <MetaLine icon={MapPinIcon}>
              {constituencies}
              {isOwner && (
                <>
                  {' · '}
                  <Link asChild color="brand.fg">
                    <RouterLink to="/representatives">Your representatives</RouterLink>
                  </Link>
                </>
              )}
            </MetaLine>
          )}
          {pollingUnit && (
            <MetaLine icon={MapPinIcon}>
              Polling unit: {pollingUnit.displayName}
              {onlyYou(profile.showPollingUnit)}
            </MetaLine>
          )}
          <MetaLine icon={CalendarIcon}>Joined {lagosDate(profile.createdAt, 'monthYear')}</MetaLine>
        </Stack>

        <HStack gap="4" fontSize="sm" wrap="wrap">
          <Count profileId={profile.id} tab="following" count={profile.followingCount} label="Following" linked={profile.canSeeProfile} />
          <Count
            profileId={profile.id}
            tab="followers"
            count={profile.followersCount}
            label={profile.followersCount === 1 ? 'Follower' : 'Followers'}
            linked={profile.canSeeProfile}
          />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
