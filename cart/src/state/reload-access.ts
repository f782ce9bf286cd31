import { fetchUser, shopStore } from '@shop/shared';

/**
 * Reads the logged-in person again (GET /api/auth/user/{userId}) so the kernel's user carries
 * today's role, limits and month's spend: checkout says from them whether an order goes for
 * approval, and a sent order has raised the spend. Taken only while the same person is logged in;
 * a failure keeps what the kernel holds (the API decides on the send either way).
 */
export async function reloadAccess(userId: string): Promise<void> {
  try {
    const user = await fetchUser(userId);
    if (shopStore.getState().user?.id === userId) shopStore.getState().logIn(user);
  } catch {
    // The note may be a send behind; the answer to the send is the API's.
  }
}
