// Logs the demo user in through the API (POST /api/auth/login) and returns the session cookies.
const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-passord-2020' };

/** @returns {Promise<Array<{ name: string, value: string, path: string, httpOnly: boolean }>>} */
export async function loginCookies(shopUrl, login = DEMO_LOGIN) {
  const response = await fetch(`${shopUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`Logging in ${login.email} answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    const httpOnly = attributes.some((attribute) => /^httponly$/i.test(attribute));
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), path, httpOnly };
  });
  if (!cookies.some((cookie) => cookie.name === 'access')) throw new Error('The login answer set no session cookie');
  return cookies;
}
