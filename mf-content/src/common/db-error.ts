/** A save refused by a unique index (SQLSTATE 23505): the name is taken in its scope. */
export class DuplicateNameError extends Error {
  constructor() {
    super('duplicate_name');
    this.name = 'DuplicateNameError';
  }
}

interface PostgrestLikeError {
  code?: string;
  message: string;
}

/** Throws the resource-level error for a PostgREST error: duplicates become DuplicateNameError. */
export function raise(error: PostgrestLikeError): never {
  if (error.code === '23505') throw new DuplicateNameError();
  throw Object.assign(new Error(error.message), { code: error.code });
}
