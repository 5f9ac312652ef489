/** The seed scripts' users through the Auth admin API (hosted, or the local stack's GoTrue subset). */

export interface AuthApi {
  apiUrl: string;
  serviceRoleKey: string;
}

export interface SeedUser {
  id: string;
  email: string;
  role: string;
  first: string;
  last: string;
  /** The clinic the JWT carries (app_metadata.clinic_id). */
  clinicId: string;
}

/**
 * Creates the users, `concurrency` requests at a time, each with the same bcrypt hash (hashing once per user
 * would cost more than the requests). A refusal stops the run with the user's e-mail and the API's answer.
 */
export async function createUsersThroughAuthApi(
  api: AuthApi,
  users: readonly SeedUser[],
  passwordHash: string,
  concurrency = 8,
): Promise<void> {
  const headers = {
    apikey: api.serviceRoleKey,
    authorization: `Bearer ${api.serviceRoleKey}`,
    'content-type': 'application/json',
  };
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++]!;
      const res = await fetch(`${api.apiUrl}/auth/v1/admin/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          id: user.id,
          email: user.email,
          password_hash: passwordHash,
          email_confirm: true,
          app_metadata: { clinic_id: user.clinicId, role: user.role },
          user_metadata: { first_name: user.first, last_name: user.last },
        }),
      });
      if (res.status !== 200) throw new Error(`creating ${user.email}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
