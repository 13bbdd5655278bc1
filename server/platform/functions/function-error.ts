/** An answer of a function other than 200: its HTTP status, a stable code and a message. */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
