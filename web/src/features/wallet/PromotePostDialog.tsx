import { Badge, Button, Checkbox, CloseButton, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { readApiError } from '../../apollo/errors';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import type { AudienceType, MembershipType, PromotionType } from '../../gql/graphql';
import { LgasQuery, StatesQuery, WardsQuery } from '../geo/documents';
import { EMPTY_LOCATION, ownCode, type LocationCodes } from '../geo/location';
import { LocationPicker } from '../geo/LocationPicker';
import { refreshFeeds } from '../posts/feed/refreshFeeds';
import { AmountField } from './AmountField';
import { PartiesQuery, PromotePostMutation, WalletBalanceQuery } from './documents';
import { MONEY_LIMITS, newIdempotencyKey, parseNaira, PROMOTION_DURATIONS } from './money';
import { SandboxNotice } from './WalletSection';
import { DialogFrame } from '../../components/DialogFrame';
import { formatCount, formatNaira } from '../../lib/format';

const TYPES: { value: PromotionType; label: string }[] = [
  { value: 'POLITICAL', label: 'Political' },
  { value: 'GOVERNMENTAL', label: 'Governmental' },
  { value: 'CIVIC', label: 'Civic' },
];
const AUDIENCES: { value: AudienceType; label: string }[] = [
  { value: 'BLOWING', label: 'Everyone (blowing)' },
  { value: 'MEMBERSHIP', label: 'Members of a movement' },
  { value: 'PARTY', label: 'Party supporters' },
  { value: 'LOCATION', label: 'People in chosen places' },
];
const MEMBERSHIPS: { value: MembershipType; label: string }[] = [
  { value: 'OBIDIENT', label: 'Obidient' },
  { value: 'BATIST', label: 'BATist' },
  { value: 'ATIKULATED', label: 'Atikulated' },
  { value: 'KWANKWASIYYA', label: 'Kwankwasiyya' },
];
type Place = { code: string; label: string; level: 'state' | 'lga' | 'ward' };

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function CheckboxGroup<T extends string>({ options, value, onChange }: { options: { value: T; label: string }[]; value: T[]; onChange: (v: T[]) => void }) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
      {options.map((option) => (
        <Checkbox.Root key={option.value} colorPalette="brand" minH="11" checked={value.includes(option.value)} onCheckedChange={() => onChange(toggle(value, option.value))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label>{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </SimpleGrid>
  );
}

/** The places picked so far; the picker adds the chosen state, LGA or ward (and the levels above it). */
function PlaceTargets({ places, onChange }: { places: Place[]; onChange: (places: Place[]) => void }) {
  const [pick, setPick] = useState<LocationCodes>(EMPTY_LOCATION);
  const states = useQuery(StatesQuery);
  const lgas = useQuery(LgasQuery, { variables: { stateCode: pick.state }, skip: !pick.state });
  const wards = useQuery(WardsQuery, { variables: { stateCode: pick.state, lgaCode: ownCode(pick.lga) }, skip: !pick.lga });
  const add = () => {
    const chosen: Place[] = [];
    const state = states.data?.states.find((s) => s.code === pick.state);
    if (state) chosen.push({ code: state.code, label: state.displayName, level: 'state' });
    const lga = lgas.data?.lgas.find((l) => l.fullCode === pick.lga);
    if (lga) chosen.push({ code: lga.fullCode, label: `${lga.displayName} LGA`, level: 'lga' });
    const ward = wards.data?.wards.find((w) => w.fullCode === pick.ward);
    if (ward) chosen.push({ code: ward.fullCode, label: `${ward.displayName} ward`, level: 'ward' });
    const known = new Set(places.map((p) => p.code));
    onChange([...places, ...chosen.filter((p) => !known.has(p.code))]);
    setPick(EMPTY_LOCATION);
  };
  return (
    <Stack gap="2">
      <LocationPicker value={pick} onChange={setPick} depth="ward" />
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={add} disabled={!pick.state}>
        Add place
      </Button>
      {places.length > 0 ? (
        <Wrap gap="2" aria-label="Targeted places">
          {places.map((place) => (
            <Badge key={place.code} size="lg" variant="subtle" colorPalette="brand" gap="1">
              {place.label}
              <CloseButton
                size="2xs"
                aria-label={`Remove ${place.label}`}
                onClick={() => onChange(places.filter((p) => p.code !== place.code && !p.code.startsWith(`${place.code}/`)))}
              />
            </Badge>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="xs" color="fg.muted">Add at least one state; LGAs and wards narrow it down.</Text>
      )}
    </Stack>
  );
}

/** Promote Post (SPEC §2, §5, §9): the budget moves from the wallet to escrow at once and is spent per member reached. */
export default function PromotePostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const formId = useId();
  const client = useApolloClient();
  const idempotencyKey = useMemo(newIdempotencyKey, []);
  const wallet = useQuery(WalletBalanceQuery, { fetchPolicy: 'cache-and-network' });
  const [promotionType, setPromotionType] = useState<PromotionType>('POLITICAL');
  const [audience, setAudience] = useState<AudienceType>('BLOWING');
  const [memberships, setMemberships] = useState<MembershipType[]>([]);
  const [parties, setParties] = useState<string[]>([]);
  const [places, setPlaces] = useState<Place[]>([]);
  const [duration, setDuration] = useState('7');
  const [budget, setBudget] = useState(String(MONEY_LIMITS.defaultPromotion / 100));
  const partyList = useQuery(PartiesQuery, { skip: audience !== 'PARTY' });
  const partyOptions = (partyList.data?.parties ?? []).map((p) => ({ value: p.abbreviation, label: p.abbreviation }));
  const [promote, { loading }] = useMutation(PromotePostMutation, { refetchQueries: ['Wallet', 'WalletBalance', 'Post'] });

  const kobo = parseNaira(budget) ?? 0;
  const days = Number(duration);
  const balance = wallet.data?.wallet?.balance ?? 0;
  const short = wallet.data ? balance < kobo : false;
  const audienceIncomplete =
    (audience === 'MEMBERSHIP' && !memberships.length) || (audience === 'PARTY' && !parties.length) || (audience === 'LOCATION' && !places.some((p) => p.level === 'state'));

  const clampBudget = () => {
    // SPEC §5: clamped to at least ₦50, in steps of ₦10.
    const steps = Math.max(MONEY_LIMITS.minPromotion, Math.round(kobo / MONEY_LIMITS.promotionStep) * MONEY_LIMITS.promotionStep);
    setBudget(String(steps / 100));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kobo < MONEY_LIMITS.minPromotion) {
      toast({ type: 'error', title: 'Invalid Budget', description: 'Minimum promotion budget is ₦50.' });
      return;
    }
    if (short) {
      toast({ type: 'error', title: 'Insufficient Funds', description: 'Please add funds to your wallet to promote this post.' });
      return;
    }
    const of = (level: Place['level']) => places.filter((p) => p.level === level).map((p) => p.code);
    try {
      const { data } = await promote({
        variables: {
          input: {
            postId,
            promotionType,
            budget: kobo,
            durationDays: days,
            idempotencyKey,
            targetAudience: {
              type: audience,
              membershipTypes: audience === 'MEMBERSHIP' ? memberships : [],
              partyAffiliations: audience === 'PARTY' ? parties : [],
              location: audience === 'LOCATION' ? { states: of('state'), lgas: of('lga'), wards: of('ward') } : null,
            },
          },
        },
      });
      toast({ type: 'success', title: 'Post Promoted', description: `${formatNaira(data?.promotePost.inEscrow ?? kobo)} is held in escrow and spent as members see your post.` });
      onClose();
      void refreshFeeds(client);
    } catch (error) {
      const { code, message, field } = readApiError(error);
      if (code === 'INSUFFICIENT_FUNDS') toast({ type: 'error', title: 'Insufficient Funds', description: 'Please add funds to your wallet to promote this post.' });
      else if (field === 'budget') toast({ type: 'error', title: 'Invalid Budget', description: message ?? 'Minimum promotion budget is ₦50.' });
      else if (code === 'BAD_USER_INPUT' && message) toast({ type: 'error', title: 'Promotion Failed', description: message });
      else toast({ type: 'error', title: 'Promotion Failed', description: 'Failed to promote your post. Please try again.' });
    }
  };

  return (
    <DialogFrame
      title="Promote Post"
      onClose={onClose}
      size="lg"
      confirm={{ label: `Promote for ${formatNaira(kobo)}`, form: formId, loading, disabled: short || audienceIncomplete || kobo < MONEY_LIMITS.minPromotion }}
    >
      <Stack as="form" id={formId} onSubmit={submit} gap="4">
        <SandboxNotice mode={wallet.data?.wallet?.mode} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Promotion type">
            <SelectField value={promotionType} onChange={(v) => setPromotionType(v as PromotionType)} options={TYPES} />
          </FormField>
          <FormField label="Duration">
            <SelectField value={duration} onChange={setDuration} options={PROMOTION_DURATIONS.map((d) => ({ value: String(d), label: `${d} day${d > 1 ? 's' : ''}` }))} />
          </FormField>
        </SimpleGrid>
        <FormField label="Audience">
          <SelectField value={audience} onChange={(v) => setAudience(v as AudienceType)} options={AUDIENCES} />
        </FormField>
        {audience === 'MEMBERSHIP' && <CheckboxGroup options={MEMBERSHIPS} value={memberships} onChange={setMemberships} />}
        {audience === 'PARTY' && <CheckboxGroup options={partyOptions} value={parties} onChange={setParties} />}
        {audience === 'LOCATION' && <PlaceTargets places={places} onChange={setPlaces} />}
        <div onBlur={clampBudget}>
          <AmountField label="Budget" value={budget} onChange={setBudget} helper="At least ₦50, in steps of ₦10" />
        </div>
        <SimpleGrid columns={2} gap="3" fontSize="sm">
          <Stack gap="0" borderWidth="1px" rounded="md" p="2">
            <Text color="fg.muted" fontSize="xs">Estimated reach</Text>
            <Text fontWeight="semibold" data-testid="estimated-reach">{formatCount(Math.floor(kobo / MONEY_LIMITS.costPerImpression))} people</Text>
          </Stack>
          <Stack gap="0" borderWidth="1px" rounded="md" p="2">
            <Text color="fg.muted" fontSize="xs">Cost per day</Text>
            <Text fontWeight="semibold" data-testid="cost-per-day">{formatNaira(Math.floor(kobo / days))}</Text>
          </Stack>
        </SimpleGrid>
        <HStack justify="space-between" fontSize="sm">
          <Text color="fg.muted">Wallet balance</Text>
          <Text fontWeight="medium">{wallet.loading && !wallet.data ? '…' : formatNaira(balance)}</Text>
        </HStack>
        {short && (
          <Text fontSize="sm" color="fg.error" role="alert">
            Insufficient Funds: Please add funds to your wallet to promote this post.
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
