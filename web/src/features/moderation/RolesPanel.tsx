import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { UserAvatar } from '../../components/UserAvatar';
import type { Role } from '../../gql/graphql';
import { AdministratorsQuery, MemberForRoleQuery, SetRoleMutation } from './documents';
import { refusalMessage, reportActionError } from '../../lib/signIn';

const ROLE_LABEL: Record<Role, string> = { USER: 'Member', ADMIN: 'Admin', SUPER_ADMIN: 'Super admin', OBSERVER: 'Observer' };
const ROLES: Role[] = ['USER', 'OBSERVER', 'ADMIN', 'SUPER_ADMIN'];

/** role is null only for a viewer who isn't an administrator, and only super admins see this panel. */
type Member = { id: string; displayName: string; handle: string; avatarUrl: string; role: Role | null };

function MemberRow({ member, viewerId, onChanged }: { member: Member; viewerId: string; onChanged: () => void }) {
  const [setRole, { loading }] = useMutation(SetRoleMutation);
  const change = async (role: Role) => {
    try {
      await setRole({ variables: { userId: member.id, role } });
      toast({ type: 'success', title: 'Role Changed', description: `${member.displayName} is now: ${ROLE_LABEL[role]}.` });
      onChanged();
    } catch (error) {
      reportActionError(error, { title: 'Role Not Changed', description: refusalMessage(error) ?? 'Please try again.' });
    }
  };
  return (
    <HStack as="li" gap="3" py="2.5" listStyleType="none" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} wrap="wrap">
      <UserAvatar name={member.displayName} src={member.avatarUrl} size="sm" />
      <Stack gap="0" flex="1" minW="40">
        <Text fontWeight="medium" lineClamp="1">
          {member.displayName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          @{member.handle}
        </Text>
      </Stack>
      {member.role && <Badge>{ROLE_LABEL[member.role]}</Badge>}
      {member.id !== viewerId && (
        <HStack gap="1.5" role="group" aria-label={`Change the role of ${member.displayName}`}>
          {ROLES.filter((role) => role !== member.role).map((role) => (
            <Button key={role} size="xs" variant="outline" loading={loading} onClick={() => void change(role)}>
              Make {ROLE_LABEL[role].toLowerCase()}
            </Button>
          ))}
        </HStack>
      )}
    </HStack>
  );
}

/** Super admins: who moderates, and granting or taking away the roles (audited in the log). */
export function RolesPanel({ viewerId }: { viewerId: string }) {
  const team = useQuery(AdministratorsQuery, { fetchPolicy: 'cache-and-network' });
  const [handle, setHandle] = useState('');
  const [find, found] = useLazyQuery(MemberForRoleQuery, { fetchPolicy: 'network-only' });
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (handle.trim()) void find({ variables: { handle: handle.trim() } });
  };
  const refresh = () => {
    void team.refetch();
    if (found.data?.memberByHandle) void found.refetch();
  };
  const member = found.data?.memberByHandle;

  return (
    <Stack gap="6">
      <Stack as="form" gap="3" onSubmit={search}>
        <FormField label="Find a member by @handle" helper="Only super admins grant roles; every change is in the log.">
          <HStack gap="2">
            <Input value={handle} onChange={(e) => setHandle(e.target.value)} placeholder="@handle" maxLength={31} />
            <Button type="submit" variant="outline" loading={found.loading} disabled={!handle.trim()}>
              Find
            </Button>
          </HStack>
        </FormField>
        {found.called && !found.loading && !member && <Text fontSize="sm" color="fg.muted">No member has that handle.</Text>}
        {member && (
          <Box as="ul">
            <MemberRow member={member} viewerId={viewerId} onChanged={refresh} />
          </Box>
        )}
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">Administrators</Text>
        {!team.data ? (
          <Text fontSize="sm" color="fg.muted">{team.error ? 'The list could not be loaded.' : 'Loading…'}</Text>
        ) : (
          <Box as="ul" aria-label="Administrators">
            {team.data.administrators.map((admin) => (
              <MemberRow key={admin.id} member={admin} viewerId={viewerId} onChanged={refresh} />
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
