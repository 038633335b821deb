import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { demoCollection } from '../mocks/demo-store';

/** A CASL rule as the template's sign-in hands it to the console. */
export interface MockAbilityRule {
  action: 'manage' | 'read';
  subject: string;
}

/** SPEC §6 "Template mock roles". */
export const mockRoles = ['admin', 'client'] as const;
export type MockRole = (typeof mockRoles)[number];

/** SPEC §6: admin manages all; client only reads the access-control and auth pages. */
export const abilitiesOf: Record<MockRole, MockAbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

/** What a mock sign-in answers about the account (never its password). */
export interface MockUserData {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: MockRole;
  ability: MockAbilityRule[];
}

interface MockAccount extends MockUserData {
  passwordHash: string;
}

/** Only a hash is kept, even in the demo: the session store is readable by any script of the page. */
export const hashPassword = (password: string): string => bytesToHex(sha256(utf8ToBytes(password)));

/** The template's two demo accounts, shown on its sign-in pages: admin@demo.com / admin, client@demo.com / client. */
function makeAccounts(): MockAccount[] {
  const account = (id: number, fullName: string, role: MockRole): MockAccount => ({
    id,
    fullName,
    username: fullName.toLowerCase().replace(/\s+/g, ''),
    email: `${role}@demo.com`,
    role,
    ability: abilitiesOf[role],
    passwordHash: hashPassword(role),
  });
  return [account(1, 'John Doe', 'admin'), account(2, 'Jane Doe', 'client')];
}

export const mockAccounts = demoCollection('jwtAccounts', makeAccounts);

export const userDataOf = ({ passwordHash: _, ...userData }: MockAccount): MockUserData => userData;

/** Adds a registered account; like the template, a new account is an admin. */
export function addAccount(username: string, email: string, password: string): MockUserData {
  const all = mockAccounts.all();
  const account: MockAccount = {
    id: Math.max(0, ...all.map((a) => a.id)) + 1,
    fullName: username,
    username,
    email,
    role: 'admin',
    ability: abilitiesOf.admin,
    passwordHash: hashPassword(password),
  };
  mockAccounts.save([...all, account]);
  return userDataOf(account);
}
