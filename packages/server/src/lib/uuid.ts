/**
 * A UUID in its text form, either case: ids are checked with it before they name a file, a
 * warehouse table or a database, or reach SQL as a uuid.
 * @example uuidPattern.test('0b5f4c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b') // true
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
