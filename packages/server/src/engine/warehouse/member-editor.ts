import type { RefAttributeType, RefTreeMember } from '@cubus/shared';
import type { SqlValue } from '../engine';
import type { ImportFile } from './import-staging';

/** An attribute value of a member: its name, type and value. */
export type AttributeValue = { name: string; type: RefAttributeType; value: SqlValue };

/** Where members are imported from: a data table of the domain, or a file. */
export type MemberSource = { table: string } | { file: ImportFile };

/** A member's place: its parent (null: a root) and order among the siblings. */
export interface MemberPlace {
  parentId: number | null;
  order: number;
}

/**
 * The members of one reference, edited in one transaction of the domain's warehouse: what is
 * thrown rolls everything back. Members are found by code or by id; the hierarchy (levels,
 * positions, paths) is derived again by `rebuildHierarchy`, which pivots and spreading read.
 * @example await warehouse.editMembers(domainId, refId, async (members) => members.rebuildHierarchy())
 */
export interface MemberEditor {
  /** The member's id, or 400 `member_not_found` at `path`. */
  idOf(code: string, path: string): Promise<number>;
  /** Another member than `except` has `code`. */
  codeTaken(code: string, except: number | null): Promise<boolean>;
  /** A new member, last among the roots until placed → its id. */
  add(member: { code: string; name: string; active: boolean; attributes: AttributeValue[] }): Promise<number>;
  /** Members with their ids and places as given, parents first (generated references). */
  addAll(
    rows: [id: number, code: string, name: string, parentId: number | null, order: number][],
  ): Promise<void>;
  /** The member's place, or undefined when there is no such id. */
  placeOf(id: number): Promise<MemberPlace | undefined>;
  /** The place of the member `code`, or undefined. */
  placeOfCode(code: string): Promise<MemberPlace | undefined>;
  change(
    id: number,
    values: { code?: string; name?: string; active?: boolean; attributes: AttributeValue[] },
  ): Promise<void>;
  /** Places `id` under `parentId` at `order` (null: last), shifting the siblings after it. */
  place(id: number, parentId: number | null, order: number | null): Promise<void>;
  /** `id` is `ancestorId` itself or lies below it. */
  isWithin(id: number, ancestorId: number): Promise<boolean>;
  /** The code of a member among `ids` with children that are not among them, if any. */
  parentKeptOf(ids: number[]): Promise<string | undefined>;
  /** The code of a member among `ids` that a fact of the cube has in its dimension `dimension`, if any. */
  usedByCube(cubeId: string, dimension: number, ids: number[]): Promise<string | undefined>;
  /** Removes the members → how many were removed. */
  remove(ids: number[]): Promise<number>;
  /** The children of `parentId` (null: the roots), in order. */
  children(parentId: number | null): Promise<RefTreeMember[]>;
  /**
   * Members from a source's columns (code, optional name and parent code): `merge` renames known
   * codes and adds the others; `replace` first removes members the source lacks. A column the
   * source lacks is 400 `column_missing`, an unknown parent code 400 `member_not_found`.
   */
  importFrom(
    source: MemberSource,
    columns: { code: string; name?: string; parent?: string },
    mode: 'merge' | 'replace',
  ): Promise<{ inserted: number; updated: number }>;
  /** Derives the hierarchy again → the member count; a cycle is 400 `reference_cycle` at `errorPath`. */
  rebuildHierarchy(errorPath?: string): Promise<number>;
}
