import type {
  AcceptedInvitationAnswer,
  AssociateInvitationRequest,
  NetworkerRegistrationAnswer,
  NetworkerRegistrationRequest,
  NewContact,
  ProspectApprovals,
  UserAnswer,
} from '@referrals/contracts';
import { apiRequest } from '../../../api/client';
import { createPasskeyForNewAccount } from '../../auth/passkeys/passkeyCeremonies';
import type { AccountForm, AccountMode } from './registrationModes';

export interface JoinRequest {
  invitationId: string;
  mode: AccountMode;
  form: AccountForm;
  usesPasskey: boolean;
  /** Someone is signed in already: the invitation joins their account. */
  signedIn: { hasNetworkerProfile: boolean; name: string } | null;
  prospectApprovals: ProspectApprovals;
  newContacts: NewContact[];
}

export type JoinOutcome = 'registered' | 'profile-created' | 'associated';

const optional = (value: string) => value.trim() || undefined;

/** What joining will do for this account: register it, create its networker profile, or only associate. */
export function expectedOutcome(
  mode: AccountMode,
  signedIn: { hasNetworkerProfile: boolean } | null,
): JoinOutcome {
  if (signedIn) return signedIn.hasNetworkerProfile ? 'associated' : 'profile-created';
  if (mode === 'existing_login') return 'associated';
  return mode === 'existing_no_profile' ? 'profile-created' : 'registered';
}

/** Registers a new networker, or signs an existing one in, creates their networker profile if missing, and accepts the invitation. */
export async function joinInvitation(request: JoinRequest): Promise<JoinOutcome> {
  const { form, invitationId: invitationUuid, prospectApprovals, newContacts } = request;
  const acceptance: AssociateInvitationRequest = { invitationUuid, prospectApprovals, newContacts };
  if (!request.signedIn && (request.mode === 'new_user' || request.mode === 'checking')) {
    const registration: NetworkerRegistrationRequest = {
      ...acceptance,
      fullName: form.fullName.trim(),
      email: form.email.trim(),
      title: optional(form.title),
      company: optional(form.company),
      linkedinUrl: optional(form.linkedinUrl),
      acceptTerms: form.acceptTerms,
      authMethod: request.usesPasskey ? 'passkey' : 'password',
      password: request.usesPasskey ? undefined : form.password,
      passkeyCredentialId: request.usesPasskey
        ? await createPasskeyForNewAccount(form.email.trim(), form.fullName.trim())
        : undefined,
    };
    await apiRequest<NetworkerRegistrationAnswer>('POST', '/api/networker-registration', registration);
    return 'registered';
  }
  let hasNetworkerProfile = request.signedIn?.hasNetworkerProfile ?? request.mode === 'existing_login';
  let name = request.signedIn?.name ?? '';
  if (!request.signedIn) {
    const signedIn = await apiRequest<UserAnswer>('POST', '/api/auth/login', {
      username: form.email.trim(),
      password: form.password,
    });
    hasNetworkerProfile = signedIn.user.hasNetworkerProfile;
    name = signedIn.user.name;
  }
  if (!hasNetworkerProfile) {
    await apiRequest('POST', '/api/networker-profiles', {
      fullName: form.fullName.trim() || name,
      title: optional(form.title),
      company: optional(form.company),
      linkedinUrl: optional(form.linkedinUrl),
    });
  }
  await apiRequest<AcceptedInvitationAnswer>('POST', '/api/invitations/associate', {
    ...acceptance,
    email: optional(form.email),
  });
  return hasNetworkerProfile ? 'associated' : 'profile-created';
}
