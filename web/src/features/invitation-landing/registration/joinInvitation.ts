import type {
  AssociateInvitationRequest,
  NetworkerRegistrationRequest,
  NewContact,
  ProspectApprovals,
} from '@referrals/contracts';
import { api } from '../../../api/client';
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
    await api('POST /api/networker-registration', { body: registration });
    return 'registered';
  }
  let hasNetworkerProfile = request.signedIn?.hasNetworkerProfile ?? request.mode === 'existing_login';
  let name = request.signedIn?.name ?? '';
  if (!request.signedIn) {
    const signedIn = await api('POST /api/auth/login', {
      body: { username: form.email.trim(), password: form.password },
    });
    hasNetworkerProfile = signedIn.user.hasNetworkerProfile;
    name = signedIn.user.name;
  }
  if (!hasNetworkerProfile) {
    await api('POST /api/networker-profiles', {
      body: {
        fullName: form.fullName.trim() || name,
        title: optional(form.title),
        company: optional(form.company),
        linkedinUrl: optional(form.linkedinUrl),
      },
    });
  }
  await api('POST /api/invitations/associate', { body: { ...acceptance, email: optional(form.email) } });
  return hasNetworkerProfile ? 'associated' : 'profile-created';
}
