import { type accessControlRoutes, grantableKinds, type RouteAnswer } from '@cubus/shared';

export type CellSource = 'role' | 'grant';

export type AclMatrix = RouteAnswer<typeof accessControlRoutes.matrix>;

export interface MatrixRow {
  kind: string;
  /** Per action: the role's default, a grant, or not allowed (null). */
  cells: Record<string, CellSource | null>;
  /** Whether an admin may grant extra actions on this kind to this role. */
  grantable: boolean;
}

export interface RoleTable {
  role: string;
  rows: MatrixRow[];
}

const grantRoles = ['editor', 'viewer'] as const;
export type GrantRole = (typeof grantRoles)[number];

/** The flat cell list as one table per role: kinds down, actions across. */
export function groupMatrix(matrix: AclMatrix): RoleTable[] {
  const index = new Map(
    matrix.cells.map((cell) => [`${cell.role}|${cell.kind}|${cell.action}`, cell.source]),
  );
  return matrix.roles.map((role) => ({
    role,
    rows: matrix.kinds.map((kind) => ({
      kind,
      grantable:
        (grantRoles as readonly string[]).includes(role) && (grantableKinds as string[]).includes(kind),
      cells: Object.fromEntries(
        matrix.actions.map((action) => [action, index.get(`${role}|${kind}|${action}`) ?? null]),
      ),
    })),
  }));
}

/** The extra actions a role should have on a kind after one cell is switched (the body of /api/acl/grant). */
export function toggledGrants(row: MatrixRow, action: string, on: boolean): string[] {
  const granted = Object.entries(row.cells)
    .filter(([, source]) => source === 'grant')
    .map(([name]) => name)
    .filter((name) => name !== action);
  return on ? [...granted, action] : granted;
}
