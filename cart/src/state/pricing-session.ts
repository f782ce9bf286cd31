type SessionState = { isLoggedIn: boolean; user: { id: string } | null };

/** Whose prices the page shows: the logged-in user's id, or null for a visitor (no prices). */
export const sessionOf = ({ isLoggedIn, user }: SessionState): string | null => (isLoggedIn ? (user?.id ?? '') : null);
