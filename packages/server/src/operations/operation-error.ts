/** A refused operation of the `cubus` command, with a stable code and a sentence for the operator. */
export class OperationError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
