import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser, NetworkerProfile, UserRole, UserType } from '@referrals/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { isDemoAccount } from '../accounts/demo-accounts.js';

/** A row of `users`; emails are stored normalized (see normalizeEmail). */
export interface UserRecord {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  userType: UserType;
  passwordHash: string | null;
  termsAcceptedAt: Date | null;
}

interface UserRow {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  user_type: UserType;
  password_hash: string | null;
  terms_accepted_at: Date | null;
}

const USER_COLUMNS = 'id, name, username, email, phone, user_type, password_hash, terms_accepted_at';

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    userType: row.user_type,
    passwordHash: row.password_hash,
    termsAcceptedAt: row.terms_accepted_at,
  };
}

/** Reads and writes of the identity tables; writers take the caller's transaction. */
@Injectable()
export class UserAccounts {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const rows = await this.dataSource.query<UserRow[]>(
      `SELECT ${USER_COLUMNS} FROM users WHERE email = $1`,
      [email],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findById(id: string): Promise<UserRecord | null> {
    const rows = await this.dataSource.query<UserRow[]>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [
      id,
    ]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM users WHERE lower(username) = lower($1)',
      [username],
    );
    return rows.length > 0;
  }

  async insertUser(manager: EntityManager, user: UserRecord): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, name, username, email, phone, user_type, password_hash, terms_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        user.id,
        user.name,
        user.username,
        user.email,
        user.phone,
        user.userType,
        user.passwordHash,
        user.termsAcceptedAt,
      ],
    );
  }

  /** Grants a role; answers false when the user already held it. */
  async grantRole(manager: EntityManager, userId: string, role: UserRole): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, role],
    );
    return rows.length > 0;
  }

  async rolesOf(userId: string): Promise<UserRole[]> {
    const rows = await this.dataSource.query<{ role: UserRole }[]>(
      `SELECT role FROM user_roles WHERE user_id = $1
       ORDER BY array_position(ARRAY['operator', 'networker', 'auditor'], role)`,
      [userId],
    );
    return rows.map((row) => row.role);
  }

  /** The role the user acts in right after signing in; null when the user no longer exists. */
  async signInRole(userId: string): Promise<UserRole | null> {
    const user = await this.findById(userId);
    return user ? defaultRole(user.userType, await this.rolesOf(userId)) : null;
  }

  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      userId,
      passwordHash,
    ]);
  }

  /** Creates the profile; answers false when the user already had one. */
  async insertNetworkerProfile(manager: EntityManager, profile: NetworkerProfile): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO networker_profiles (user_id, full_name, title, company, linkedin_url, bio)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING RETURNING 1`,
      [profile.userId, profile.fullName, profile.title, profile.company, profile.linkedinUrl, profile.bio],
    );
    return rows.length > 0;
  }

  async networkerProfileOf(userId: string): Promise<NetworkerProfile | null> {
    const rows = await this.dataSource.query<
      {
        user_id: string;
        full_name: string;
        title: string | null;
        company: string | null;
        linkedin_url: string | null;
        bio: string | null;
      }[]
    >(
      'SELECT user_id, full_name, title, company, linkedin_url, bio FROM networker_profiles WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? {
          userId: row.user_id,
          fullName: row.full_name,
          title: row.title,
          company: row.company,
          linkedinUrl: row.linkedin_url,
          bio: row.bio,
        }
      : null;
  }

  /** Everything GET /api/auth/me shows, in one round trip; null when the user no longer exists. */
  async authUser(userId: string, activeRole: UserRole | undefined): Promise<AuthUser | null> {
    const rows = await this.dataSource.query<
      (UserRow & { roles: UserRole[]; has_networker_profile: boolean; passkeys: number; linkedin: boolean })[]
    >(
      `SELECT ${USER_COLUMNS},
         COALESCE((SELECT array_agg(role ORDER BY array_position(ARRAY['operator', 'networker', 'auditor'], role))
                   FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
         EXISTS (SELECT 1 FROM networker_profiles p WHERE p.user_id = u.id) AS has_networker_profile,
         (SELECT count(*)::int FROM passkey_credentials c WHERE c.user_id = u.id) AS passkeys,
         EXISTS (SELECT 1 FROM external_identities e WHERE e.user_id = u.id) AS linkedin
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    const user = toUser(row);
    const roles = row.roles;
    return {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      phone: user.phone,
      userType: user.userType,
      activeRole: activeRole && roles.includes(activeRole) ? activeRole : defaultRole(user.userType, roles),
      roles,
      hasOperatorProfile: roles.includes('operator'),
      hasNetworkerProfile: row.has_networker_profile,
      signInMethods: { password: user.passwordHash !== null, passkeys: row.passkeys, linkedin: row.linkedin },
      demo: isDemoAccount(user.email),
    };
  }
}

/** The role a user acts in right after signing in: their account type when they hold it. */
export function defaultRole(userType: UserType, roles: readonly UserRole[]): UserRole {
  return roles.includes(userType) ? userType : (roles[0] ?? userType);
}
