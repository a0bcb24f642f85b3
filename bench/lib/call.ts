/**
 * A call a scenario's preparation makes to the running server with an API `token`: a JSON body,
 * or a FormData as it is. Throws naming the call unless it answers `expected` (any 2xx when left
 * out); answers the body (null when empty) and the headers.
 */
export async function callWithToken<T>(
  target: { baseUrl: string },
  token: string,
  method: string,
  path: string,
  { body, expected }: { body?: unknown; expected?: number } = {},
): Promise<{ json: T; headers: Headers }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${target.baseUrl}${path}`, { method, headers, body: payload });
  const text = await response.text();
  if (expected === undefined ? !response.ok : response.status !== expected) {
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  }
  return { json: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/**
 * The calls to one service family: `familyPath` makes each call's path (its base, a date token),
 * any 2xx answer's body is the result.
 */
export const familyCalls =
  (familyPath: (path: string) => string | Promise<string>) =>
  async <T>(
    target: { baseUrl: string },
    token: string,
    method: string,
    path: string,
    body?: object,
  ): Promise<T> =>
    (await callWithToken<T>(target, token, method, await familyPath(path), { body })).json;
