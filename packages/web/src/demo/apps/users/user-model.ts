/** SPEC §6: the demo user list's roles. */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof userRoles)[number];

export const userPlans = ['basic', 'company', 'enterprise', 'team'] as const;
export type UserPlan = (typeof userPlans)[number];

export const userStatuses = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** SPEC §9: the user list's page size. */
export const userPageSize = 10;

/** SPEC §3 User. */
export interface DemoUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: UserRole;
  plan: UserPlan;
  status: UserStatus;
  company: string;
  country: string;
  contact: string;
  avatar: string;
}
